import Foundation

/// A network that downloads only when told to, so tests and demos decide
/// exactly when each download finishes or fails. Nothing here sleeps or
/// touches a real network.
///
/// Typical use: hand it to the code under test, let that code start a
/// download, then call `completeDownload(of:with:)` or `failDownload(of:with:)`.
@MainActor
public final class FakeDownloadNetwork: DownloadNetwork {
  /// Why a download failed, as the fake reports it.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
    public static let offline = Failure("The network connection appears to be offline.")
    public static let cancelled = Failure("The download was cancelled.")
  }

  /// Every session made so far, oldest first.
  public private(set) var sessions: [DownloadSession] = []

  /// Called with a short line for every request the network receives and
  /// every answer it gives, so demos can print who called whom.
  public var log: (@MainActor (String) -> Void)?

  /// Where downloaded files are written, like URLSession's temporary files.
  private let directory: URL

  public init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-kit-downloads", isDirectory: true)
  }

  public func makeSession(
    configuration: DownloadSessionConfiguration, delegate: any DownloadSessionDelegate
  ) -> DownloadSession {
    let session = DownloadSession(configuration: configuration, delegate: delegate)
    sessions.append(session)
    log?("session \"\(configuration.identifier)\" created, delegate: \(type(of: delegate))")
    return session
  }

  /// Tasks that were resumed and have not finished, across all sessions.
  public var runningTasks: [DownloadTask] {
    sessions.flatMap(\.tasks).filter { $0.state == .running }
  }

  /// Tasks that were cancelled and whose end the session has not reported
  /// yet. URLSession tells the delegate about a cancelled task too (with a
  /// "cancelled" error), later, on its own queue; the fake does the same the
  /// next time anything is delivered, or when told to.
  public var cancelledTasks: [DownloadTask] {
    sessions.flatMap(\.tasks).filter { $0.state == .canceling }
  }

  /// Reports every cancelled task's end to its session's delegate, in the
  /// order the tasks were made, with `Failure.cancelled`.
  public func reportCancellations() {
    for task in cancelledTasks {
      guard let session = task.session else { continue }
      log?("cancelled download of \(task.originalURL.lastPathComponent) reported")
      _ = finish(task, in: session, error: Failure.cancelled)
    }
  }

  /// Whether a download of `url` is running right now.
  public func isDownloading(_ url: URL) -> Bool {
    runningTasks.contains { $0.originalURL == url }
  }

  /// Finishes the running download of `url`: writes `contents` to a new
  /// temporary file, then tells the session's delegate the file is there and
  /// that the task completed without error. Returns false, and does nothing,
  /// if no such download is running.
  @discardableResult
  public func completeDownload(of url: URL, with contents: String) -> Bool {
    deliver(contents, to: { self.oldestRunningTask(of: url) }, thenError: nil)
  }

  /// Finishes `task` as `completeDownload(of:with:)` does, whichever
  /// running task it is. The URL form answers the oldest download of a URL
  /// first; a server may answer the newest first, and this is how a test
  /// says so. Returns false if `task` is not running.
  @discardableResult
  public func completeDownload(_ task: DownloadTask, with contents: String) -> Bool {
    deliver(contents, to: { task }, thenError: nil)
  }

  /// Fails the running download of `url` after its file arrived: writes
  /// `contents`, tells the session's delegate the file is there, then that
  /// the task failed with `error`. The session reports a file and an
  /// outcome in two calls, so a file alone never means success: this is
  /// how a test sees code that takes it for one. Returns false if no such
  /// download is running.
  @discardableResult
  public func failDownload(
    of url: URL, afterWriting contents: String, with error: any Error = Failure.offline
  ) -> Bool {
    deliver(contents, to: { self.oldestRunningTask(of: url) }, thenError: error)
  }

  /// Fails the running download of `url` with `error`. Returns false if no
  /// such download is running.
  @discardableResult
  public func failDownload(of url: URL, with error: any Error = Failure.offline) -> Bool {
    reportCancellations()
    guard let task = runningTasks.first(where: { $0.originalURL == url }),
      let session = task.session
    else { return false }
    log?("download of \(url.lastPathComponent) failed: \(error)")
    return finish(task, in: session, error: error)
  }

  /// Fails `task` as `failDownload(of:with:)` does, whichever running task
  /// it is (with `contents`, after its file arrived, as
  /// `failDownload(of:afterWriting:with:)` does): a server may fail a newer
  /// download of a URL before an older one. Returns false if `task` is not
  /// running.
  @discardableResult
  public func failDownload(
    _ task: DownloadTask, afterWriting contents: String? = nil,
    with error: any Error = Failure.offline
  ) -> Bool {
    if let contents { return deliver(contents, to: { task }, thenError: error) }
    reportCancellations()
    guard task.state == .running, let session = task.session else { return false }
    log?("download of \(task.originalURL.lastPathComponent) failed: \(error)")
    return finish(task, in: session, error: error)
  }

  /// Tells the session named `identifier` that every background event has been
  /// delivered, as the system does after waking the app. Returns false if no
  /// such session exists.
  @discardableResult
  public func finishEvents(forSessionIdentifier identifier: String) -> Bool {
    reportCancellations()
    guard let session = sessions.last(where: { $0.configuration.identifier == identifier })
    else { return false }
    log?("session \"\(identifier)\" delivered all background events")
    session.delegate?.downloadSessionDidFinishEvents(session)
    return true
  }

  /// The running download of `url` that started first.
  private func oldestRunningTask(of url: URL) -> DownloadTask? {
    runningTasks.first { $0.originalURL == url }
  }

  /// Reports cancellations first, as every delivery does; then writes
  /// `contents` to a new temporary file for the task `select` picks, if it
  /// is running, tells the delegate the file is there, and then that the
  /// task ended with `error` (nil: it worked).
  private func deliver(
    _ contents: String, to select: () -> DownloadTask?, thenError error: (any Error)?
  ) -> Bool {
    reportCancellations()
    guard let task = select(), task.state == .running, let session = task.session
    else { return false }
    let url = task.originalURL
    let location = directory.appendingPathComponent(UUID().uuidString + ".download")
    do {
      try write(contents, to: location)
    } catch {
      return finish(task, in: session, error: Failure("Could not write \(location.path): \(error)"))
    }
    let outcome = error.map { "failed: \($0)" } ?? "finished"
    log?("download of \(url.lastPathComponent) \(outcome) → \(location.lastPathComponent)")
    task.markCompleted()
    session.delegate?.downloadSession(session, task: task, didFinishDownloadingTo: location)
    session.delegate?.downloadSession(session, task: task, didCompleteWithError: error)
    return true
  }

  /// Writes `contents` to a new file at `location`. Not with
  /// `Data.write(to:)`, which waits until the disk has the file (it syncs
  /// it): milliseconds a file, where a temporary download needs none of
  /// that care, and a session check answers hundreds.
  private func write(_ contents: String, to location: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: location.path, contents: nil) else {
      throw Failure("no file could be made there")
    }
    let file = try FileHandle(forWritingTo: location)
    defer { try? file.close() }
    try file.write(contentsOf: Data(contents.utf8))
  }

  private func finish(_ task: DownloadTask, in session: DownloadSession, error: any Error) -> Bool {
    task.markCompleted()
    session.delegate?.downloadSession(session, task: task, didCompleteWithError: error)
    return true
  }
}
