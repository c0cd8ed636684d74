import Foundation
import HeadlessNetworking

/// What a `DownloadService` tells the object that uses it.
///
/// The service talks back only through this protocol, so it never needs to
/// know its delegate's class: any screen can adopt it, and so can a test's
/// spy.
///
/// It is declared here, beside the service, as a framework declares its
/// delegate protocols: the screens that adopt it live in TimelineApp, a
/// module this one cannot see.
@MainActor
public protocol DownloadServiceDelegate: AnyObject {
  /// The download of `url` is over. On success `location` is the
  /// downloaded file and `error` is nil; on failure `location` is nil and
  /// `error` says why.
  func downloadService(
    _ service: DownloadService, didFinishDownloading url: URL,
    to location: URL?, error: (any Error)?)

  /// The background session named `identifier` has delivered every event
  /// it had queued, so whoever holds the system's completion handler can
  /// call it.
  func downloadService(
    _ service: DownloadService,
    didFinishEventsForSessionIdentifier identifier: String)
}

/// Downloads one URL in a background session, for whichever screen owns it,
/// and tells its delegate how it went.
///
/// The owner decides *when* (`connect()`, then `start()` on each refresh)
/// and *what a finished download means* (its delegate methods); the service
/// is the only one that knows how sessions and tasks work. It depends on
/// nothing but its delegate protocol: no screen, no application. Its module,
/// TimelineDownloads, imports HeadlessNetworking only, so it could not name
/// a screen, a view or the application if it tried.
///
/// Who keeps whom alive: the owner holds the service; the service holds its
/// delegate weakly (the delegate is usually the owner); the session holds
/// the service strongly, as `URLSession` holds its delegate, so a download
/// under way still finishes after its screen has gone, and tells nobody.
@MainActor
public final class DownloadService {
  /// Names the background session, so the system can wake the app for it.
  public let sessionIdentifier: String

  /// What `start()` downloads.
  public let url: URL

  /// Told when a download is over and when background events are delivered.
  /// Weak, so that the service never keeps its owner alive.
  public weak var delegate: (any DownloadServiceDelegate)?

  private let network: any DownloadNetwork
  private var session: DownloadSession?

  /// Files that finished downloading, by task, until their task completes:
  /// the session reports the file and the outcome in two calls, the delegate
  /// hears both in one.
  private var downloadedFiles: [ObjectIdentifier: URL] = [:]

  /// Tasks this service cancelled. The session still reports their end,
  /// later (as URLSession does, with a "cancelled" error), but that is no
  /// news: whoever cancelled knows already. Passed on, the late report
  /// would end whatever download the delegate is waiting for by then.
  private var cancelledTasks: Set<ObjectIdentifier> = []

  public init(
    network: any DownloadNetwork, sessionIdentifier: String, url: URL
  ) {
    self.network = network
    self.sessionIdentifier = sessionIdentifier
    self.url = url
  }

  /// Creates the background session.
  ///
  /// The service is the session's delegate. Calling it again does nothing:
  /// one service, one session.
  public func connect() {
    guard session == nil else { return }
    session = network.makeSession(
      configuration: .background(withIdentifier: sessionIdentifier),
      delegate: self)
  }

  /// A task for `url`, ready for the caller to resume when it likes.
  public func makeTask() -> DownloadTask? {
    connect()
    return session?.downloadTask(with: url)
  }

  /// Starts downloading `url`.
  ///
  /// Connects first if nobody has yet: a forgotten `connect()` should not
  /// silently drop the download.
  public func start() {
    connect()
    session?.downloadTask(with: url).resume()
  }

  /// Stops every download under way; the delegate hears nothing of them.
  /// Only the async bridge of the extra step needs it, from this module.
  func cancel() {
    for task in session?.tasks ?? [] where task.state == .running {
      cancelledTasks.insert(ObjectIdentifier(task))
      task.cancel()
    }
  }
}

// MARK: - DownloadSessionDelegate

/// The session's vocabulary stops here: each callback becomes one of the
/// service's own. The methods are public because the service and the
/// protocol both are: a public class's conformance is part of its API.
extension DownloadService: DownloadSessionDelegate {
  public func downloadSession(
    _ session: DownloadSession, task: DownloadTask,
    didFinishDownloadingTo location: URL
  ) {
    downloadedFiles[ObjectIdentifier(task)] = location
  }

  public func downloadSession(
    _ session: DownloadSession, task: DownloadTask,
    didCompleteWithError error: (any Error)?
  ) {
    let file = downloadedFiles.removeValue(forKey: ObjectIdentifier(task))
    guard cancelledTasks.remove(ObjectIdentifier(task)) == nil else { return }
    // A failure is a failure, even after a file arrived: no location.
    delegate?.downloadService(
      self, didFinishDownloading: task.originalURL,
      to: error == nil ? file : nil, error: error)
  }

  public func downloadSessionDidFinishEvents(_ session: DownloadSession) {
    delegate?.downloadService(
      self,
      didFinishEventsForSessionIdentifier: session.configuration.identifier)
  }
}
