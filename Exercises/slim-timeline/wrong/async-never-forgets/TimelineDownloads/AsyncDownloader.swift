import Foundation
import HeadlessNetworking

/// The DownloadService's download as one `async throws` call, for code that
/// awaits a result instead of being told one:
///
///     let file = try await downloader.download()
///
/// It is built on the service, not beside it: the downloader owns a
/// DownloadService, is its delegate, and bridges the delegate callback to
/// the waiting call with a checked continuation. While it waits, the call
/// costs nothing: no loop looks again and again whether the file is there.
///
/// A continuation is resumed exactly once. Never, and the caller waits for
/// ever; twice, and the program traps. So there is one place for the
/// waiting continuation, and every way a call can end (the file, an error,
/// the caller's task cancelled) takes it out before resuming it. A second
/// call while one is waiting is refused instead of taking its place (which
/// would leave the first caller waiting for ever).
@MainActor
final class AsyncDownloader {
  /// Why `download()` refused to start.
  enum Refusal: Error, Equatable {
    /// Another call is still waiting for its download.
    case alreadyDownloading
  }

  /// Private, so that nobody else can become its delegate: the bridge must
  /// hear every callback, or its caller waits for ever.
  private let service: DownloadService

  /// The call waiting for the download under way, if any, and its number.
  private var waiting: (call: Int, continuation: CheckedContinuation<URL, any Error>)?
  private var callsMade = 0

  /// Set once a call has been answered, so that it is answered once.
  private var isFinished = false

  init(network: any DownloadNetwork, sessionIdentifier: String, url: URL) {
    service = DownloadService(network: network, sessionIdentifier: sessionIdentifier, url: url)
    service.delegate = self
    service.connect()
  }

  /// Downloads the URL and returns the downloaded file, or throws the
  /// download's error. While a call is waiting, another one throws
  /// `Refusal.alreadyDownloading` at once and starts nothing. If the
  /// calling task is cancelled, the download stops and the call throws
  /// `CancellationError` at once.
  func download() async throws -> URL {
    guard waiting == nil, !isFinished else { throw Refusal.alreadyDownloading }
    try Task.checkCancellation()
    callsMade += 1
    let call = callsMade
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiting = (call, continuation)
        service.start()
      }
    } onCancel: {
      // Runs at once, on whichever thread cancels: hop to the main actor.
      Task { @MainActor in self.cancel(call) }
    }
  }

  /// Stops call number `call`, if it is still the one waiting: by the time
  /// this runs, its download may have ended and another call begun.
  private func cancel(_ call: Int) {
    guard waiting?.call == call else { return }
    // The service drops the session's late report of what it cancels, so
    // that report can never end the next call.
    service.cancel()
    finish(with: .failure(CancellationError()))
  }

  /// Resumes the waiting call, once: the continuation is taken out first.
  private func finish(with result: Result<URL, any Error>) {
    guard let continuation = waiting?.continuation, !isFinished else { return }
    isFinished = true
    continuation.resume(with: result)
  }
}

// MARK: - DownloadServiceDelegate

/// The callback resumes the waiting call: with the file on success, with
/// the error on failure.
extension AsyncDownloader: DownloadServiceDelegate {
  func downloadService(
    _ service: DownloadService, didFinishDownloading url: URL,
    to location: URL?, error: (any Error)?
  ) {
    if let location, error == nil {
      finish(with: .success(location))
    } else {
      finish(with: .failure(error ?? URLError(.cannotOpenFile)))
    }
  }

  /// Background events are news for the screens, not for a waiting call.
  func downloadService(
    _ service: DownloadService,
    didFinishEventsForSessionIdentifier identifier: String
  ) {}
}
