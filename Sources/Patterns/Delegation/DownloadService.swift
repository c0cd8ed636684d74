import Foundation
import HeadlessKit

/// Downloads one URL in a background session, for whichever screen owns it.
///
/// The service is the only object in the app that knows how sessions and
/// tasks work. The screen that owns it stays in charge of *when* to download
/// (`connect()`, then `start()` on each refresh) and of *what a finished
/// download means* (its `DownloadServiceDelegate` methods). The service knows
/// nothing else about that screen, which is what lets two screens share it.
///
/// Who keeps whom alive:
/// - The owner holds the service strongly; the service holds its `delegate`
///   weakly. Usually the owner *is* the delegate, and a strong reference back
///   would keep both alive forever.
/// - The session holds the service strongly, as `URLSession` holds its
///   delegate. So a download that is under way finishes even after its screen
///   has gone; the service then simply has nobody to tell.
@MainActor
public final class DownloadService {
  /// Names the background session, so the system can wake the app for it.
  public let sessionIdentifier: String

  /// What `start()` downloads.
  public let url: URL

  /// Told when a download is over and when background events are delivered.
  /// Weak: the service must never keep its owner alive.
  public weak var delegate: (any DownloadServiceDelegate)?

  private let network: any DownloadNetwork
  private var session: DownloadSession?

  /// Files that finished downloading, by task, waiting for their task to
  /// complete. The session reports the file and the outcome in two calls; the
  /// delegate hears about both at once.
  private var downloadedFiles: [ObjectIdentifier: URL] = [:]

  /// Tasks this service cancelled. The session still reports their end (as
  /// URLSession does, with a "cancelled" error, some time later), but that
  /// is no news: whoever cancelled already knows. Passed on, a late report
  /// would end whatever download the delegate is waiting for by then.
  private var cancelledTasks: Set<ObjectIdentifier> = []

  public init(network: any DownloadNetwork, sessionIdentifier: String, url: URL) {
    self.network = network
    self.sessionIdentifier = sessionIdentifier
    self.url = url
  }

  /// Creates the background session, with this service as its delegate.
  /// Calling it again does nothing: one service, one session.
  ///
  /// Call it early (when the screen is made), so that a session that finished
  /// downloading while the app was suspended finds someone to report to.
  public func connect() {
    guard session == nil else { return }
    session = network.makeSession(
      configuration: .background(withIdentifier: sessionIdentifier), delegate: self)
  }

  /// Starts downloading `url`. If `connect()` was not called yet, it is called
  /// first: forgetting it should cost nothing, not silently drop a download.
  public func start() {
    connect()
    session?.downloadTask(with: url).resume()
  }

  /// Stops every download under way. A cancelled download is never
  /// reported to the delegate: the session's late report of it is dropped
  /// here, so whoever cancels is the one who knows it is over.
  public func cancel() {
    for task in session?.tasks ?? [] where task.state == .running || task.state == .suspended {
      cancelledTasks.insert(ObjectIdentifier(task))
      task.cancel()
    }
  }
}

// MARK: - DownloadSessionDelegate

/// The session's vocabulary stops here: each callback is translated into the
/// service's own, smaller one.
extension DownloadService: DownloadSessionDelegate {
  public func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didFinishDownloadingTo location: URL
  ) {
    downloadedFiles[ObjectIdentifier(task)] = location
  }

  public func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didCompleteWithError error: (any Error)?
  ) {
    let file = downloadedFiles.removeValue(forKey: ObjectIdentifier(task))
    if cancelledTasks.remove(ObjectIdentifier(task)) != nil {
      if let file { try? FileManager.default.removeItem(at: file) }
      return
    }
    let location = error == nil ? file : nil
    delegate?.downloadService(
      self, didFinishDownloading: task.originalURL, to: location, error: error)
    // The delegate had its chance to read the file; tidy up, as URLSession does.
    if let file { try? FileManager.default.removeItem(at: file) }
  }

  public func downloadSessionDidFinishEvents(_ session: DownloadSession) {
    delegate?.downloadService(
      self, didFinishEventsForSessionIdentifier: session.configuration.identifier)
  }
}
