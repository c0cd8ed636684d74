import Foundation
import HeadlessKit

/// What a `MessagesDownloadService` tells the messages screen.
///
/// A copy of DownloadService, so that changes made for messages cannot
/// break the timeline.
///
/// The service talks back only through this protocol, so it never needs to
/// know its delegate's class: any screen can adopt it, and so can a test's
/// spy.
@MainActor
protocol MessagesDownloadServiceDelegate: AnyObject {
  /// The download of `url` is over. On success `location` is the
  /// downloaded file and `error` is nil; on failure `location` is nil and
  /// `error` says why.
  func messagesDownloadService(
    _ service: MessagesDownloadService, didFinishDownloading url: URL,
    to location: URL?, error: (any Error)?)

  /// The background session named `identifier` has delivered every event
  /// it had queued, so whoever holds the system's completion handler can
  /// call it.
  func messagesDownloadService(
    _ service: MessagesDownloadService,
    didFinishEventsForSessionIdentifier identifier: String)
}

/// The messages screen's own download service: DownloadService, copied.
@MainActor
final class MessagesDownloadService {
  /// Names the background session, so the system can wake the app for it.
  let sessionIdentifier: String

  /// What `start()` downloads.
  let url: URL

  /// Told when a download is over and when background events are delivered.
  /// Weak, so that the service never keeps its owner alive.
  weak var delegate: (any MessagesDownloadServiceDelegate)?

  private let network: any DownloadNetwork
  private var session: DownloadSession?

  /// Files that finished downloading, by task, until their task completes:
  /// the session reports the file and the outcome in two calls, the delegate
  /// hears both in one.
  private var downloadedFiles: [ObjectIdentifier: URL] = [:]

  init(network: any DownloadNetwork, sessionIdentifier: String, url: URL) {
    self.network = network
    self.sessionIdentifier = sessionIdentifier
    self.url = url
  }

  /// Creates the background session.
  ///
  /// The service is the session's delegate. Calling it again does nothing:
  /// one service, one session.
  func connect() {
    guard session == nil else { return }
    session = network.makeSession(
      configuration: .background(withIdentifier: sessionIdentifier),
      delegate: self)
  }

  /// Starts downloading `url`.
  ///
  /// Connects first if nobody has yet: a forgotten `connect()` should not
  /// silently drop the download.
  func start() {
    connect()
    session?.downloadTask(with: url).resume()
  }
}

// MARK: - DownloadSessionDelegate

/// The session's vocabulary stops here: each callback becomes one of the
/// service's own.
extension MessagesDownloadService: DownloadSessionDelegate {
  func downloadSession(
    _ session: DownloadSession, task: DownloadTask,
    didFinishDownloadingTo location: URL
  ) {
    downloadedFiles[ObjectIdentifier(task)] = location
  }

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask,
    didCompleteWithError error: (any Error)?
  ) {
    let file = downloadedFiles.removeValue(forKey: ObjectIdentifier(task))
    delegate?.messagesDownloadService(
      self, didFinishDownloading: task.originalURL,
      to: error == nil ? file : nil, error: error)
  }

  func downloadSessionDidFinishEvents(_ session: DownloadSession) {
    delegate?.messagesDownloadService(
      self,
      didFinishEventsForSessionIdentifier: session.configuration.identifier)
  }
}
