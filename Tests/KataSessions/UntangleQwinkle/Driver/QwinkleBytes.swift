import Foundation
import HeadlessKit

/// The network the apps are given: the kit's fake, through which the
/// server can also send bytes that are not text. The fake writes every
/// body as UTF-8, and a server may send anything: here each session's
/// delegate is reached through a relay that, when the driver says so,
/// puts the server's raw bytes in the file before the app is told of it.
@MainActor
final class QwinkleNetwork: DownloadNetwork {
  let fake = FakeDownloadNetwork()
  /// The bytes the next file delivered holds instead of what the fake
  /// wrote; nil for the fake's own.
  fileprivate var nextBytes: [UInt8]?

  func makeSession(
    configuration: DownloadSessionConfiguration, delegate: any DownloadSessionDelegate
  ) -> DownloadSession {
    fake.makeSession(configuration: configuration, delegate: Relay(delegate, network: self))
  }

  /// Finishes `task` with `bytes` as its file; false if it is not running.
  @discardableResult
  func completeDownload(_ task: DownloadTask, withBytes bytes: [UInt8]) -> Bool {
    nextBytes = bytes
    defer { nextBytes = nil }
    return fake.completeDownload(task, with: "")
  }
}

/// Stands between a session and the app's delegate, holding the delegate
/// as strongly as the session would, and hands every event on.
@MainActor
private final class Relay: DownloadSessionDelegate {
  let delegate: any DownloadSessionDelegate
  weak var network: QwinkleNetwork?

  init(_ delegate: any DownloadSessionDelegate, network: QwinkleNetwork) {
    self.delegate = delegate
    self.network = network
  }

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didFinishDownloadingTo location: URL
  ) {
    if let bytes = network?.nextBytes, let file = try? FileHandle(forWritingTo: location) {
      try? file.truncate(atOffset: 0)
      try? file.write(contentsOf: Data(bytes))
      try? file.close()
    }
    delegate.downloadSession(session, task: task, didFinishDownloadingTo: location)
  }

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didCompleteWithError error: (any Error)?
  ) {
    delegate.downloadSession(session, task: task, didCompleteWithError: error)
  }

  func downloadSessionDidFinishEvents(_ session: DownloadSession) {
    delegate.downloadSessionDidFinishEvents(session)
  }
}
