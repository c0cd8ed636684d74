import Foundation

/// The settings a download session is made with: the stand-in for
/// `URLSessionConfiguration.background(withIdentifier:)`.
public struct DownloadSessionConfiguration: Hashable, Sendable {
  /// Names the background session. The system uses it to wake the app when
  /// the session's downloads finish while the app is not running.
  public var identifier: String

  public static func background(withIdentifier identifier: String) -> Self {
    Self(identifier: identifier)
  }
}

/// What a download session tells its delegate: the stand-in for the parts of
/// `URLSessionDownloadDelegate` the kit needs.
@MainActor
public protocol DownloadSessionDelegate: AnyObject {
  /// The file for `task` is on disk at `location`.
  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didFinishDownloadingTo location: URL)
  /// `task` is over: `error` is nil on success.
  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didCompleteWithError error: (any Error)?)
  /// Every event queued for this background session has been delivered.
  func downloadSessionDidFinishEvents(_ session: DownloadSession)
}

/// Creates download sessions. This is the seam between app code and the
/// network: the kit has no real network, so the only implementation is
/// `FakeDownloadNetwork`, which downloads only when told to.
@MainActor
public protocol DownloadNetwork: AnyObject {
  func makeSession(
    configuration: DownloadSessionConfiguration, delegate: any DownloadSessionDelegate
  ) -> DownloadSession
}

/// A group of downloads that report to one delegate: the stand-in for a
/// `URLSession` made with a delegate.
///
/// Like `URLSession`, a session holds its delegate strongly until it is
/// invalidated. That is why an object that is a session's delegate stays
/// alive as long as the session does.
@MainActor
public final class DownloadSession {
  public let configuration: DownloadSessionConfiguration

  /// Strong on purpose, like `URLSession`'s; cleared by `invalidateAndCancel()`.
  public private(set) var delegate: (any DownloadSessionDelegate)?

  /// Every task made by this session, oldest first.
  public private(set) var tasks: [DownloadTask] = []

  public private(set) var isInvalidated = false

  public init(configuration: DownloadSessionConfiguration, delegate: any DownloadSessionDelegate) {
    self.configuration = configuration
    self.delegate = delegate
  }

  /// Makes a suspended task for `url`; call `resume()` to start it.
  public func downloadTask(with url: URL) -> DownloadTask {
    let task = DownloadTask(url: url, session: self)
    if !isInvalidated { tasks.append(task) }
    return task
  }

  /// Cancels unfinished tasks and lets go of the delegate.
  public func invalidateAndCancel() {
    for task in tasks where task.state != .completed { task.cancel() }
    isInvalidated = true
    delegate = nil
  }
}

/// One download: the stand-in for `URLSessionDownloadTask`.
@MainActor
public final class DownloadTask {
  public enum State: Sendable { case suspended, running, canceling, completed }

  /// The URL asked for. Stays the same even if the download fails.
  public let originalURL: URL
  public private(set) var state: State = .suspended
  public private(set) weak var session: DownloadSession?

  /// The file, module first (`#fileID`, "TimelineDownloads/Service.swift"),
  /// whose code started this task, or nil before it is started. URLSession
  /// has no such thing: it is how a test sees which part of an app starts
  /// its downloads, the service that should or a screen going around it.
  public private(set) var startedIn: String?

  init(url: URL, session: DownloadSession) {
    self.originalURL = url
    self.session = session
  }

  /// Starts the download. Nothing happens on a task that already ran.
  /// `caller` is filled in by the compiler: leave it out.
  public func resume(caller: String = #fileID) {
    guard state == .suspended, session?.isInvalidated == false else { return }
    state = .running
    startedIn = caller
  }

  /// Stops the download: the network no longer counts it as running, so it
  /// will never finish. Its end is still reported to the session's
  /// delegate, with a "cancelled" error, later, as URLSession does (see
  /// `FakeDownloadNetwork.reportCancellations()`).
  public func cancel() {
    guard state == .running || state == .suspended else { return }
    state = .canceling
  }

  /// Called by the network when the task is over.
  func markCompleted() {
    state = .completed
  }
}
