import Foundation
import HeadlessKit

/// A network that writes down who asks it for a session, and slips a
/// `RecordingSessionDelegate` in front of each session's real delegate.
///
/// The demo uses it so the trace shows the session talking to the service
/// without a single trace call inside `DownloadService`.
@MainActor
final class RecordingNetwork: DownloadNetwork {
  private let network: any DownloadNetwork
  private let trace: Trace

  init(_ network: any DownloadNetwork, trace: Trace) {
    self.network = network
    self.trace = trace
  }

  func makeSession(
    configuration: DownloadSessionConfiguration, delegate: any DownloadSessionDelegate
  ) -> DownloadSession {
    trace.record(
      String(describing: type(of: delegate)),
      "-> network: makeSession(\"\(configuration.identifier)\")")
    return network.makeSession(
      configuration: configuration,
      delegate: RecordingSessionDelegate(passingTo: delegate, trace: trace))
  }
}

/// Stands between a session and its real delegate: writes each call down,
/// then passes it on unchanged.
///
/// It holds the real delegate strongly, just as the session would have.
@MainActor
final class RecordingSessionDelegate: DownloadSessionDelegate {
  private let delegate: any DownloadSessionDelegate
  private let calls: CallRecorder

  init(passingTo delegate: any DownloadSessionDelegate, trace: Trace) {
    self.delegate = delegate
    calls = CallRecorder("DownloadSession", calling: delegate, into: trace)
  }

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didFinishDownloadingTo location: URL
  ) {
    calls.record("didFinishDownloadingTo file")
    delegate.downloadSession(session, task: task, didFinishDownloadingTo: location)
  }

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didCompleteWithError error: (any Error)?
  ) {
    calls.record("didCompleteWithError(\(error == nil ? "nil" : "error"))")
    delegate.downloadSession(session, task: task, didCompleteWithError: error)
  }

  func downloadSessionDidFinishEvents(_ session: DownloadSession) {
    calls.record("downloadSessionDidFinishEvents")
    delegate.downloadSessionDidFinishEvents(session)
  }
}
