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

  /// Whether a call is waiting, and how its download ended, once it has.
  private var isWaiting = false
  private var outcome: Result<URL, any Error>?

  init(network: any DownloadNetwork, sessionIdentifier: String, url: URL) {
    service = DownloadService(network: network, sessionIdentifier: sessionIdentifier, url: url)
    service.delegate = self
    service.connect()
  }

  /// Downloads the URL and returns the downloaded file, or throws the
  /// download's error. While a call is waiting, another one throws
  /// `Refusal.alreadyDownloading` at once and starts nothing. If the
  /// calling task is cancelled, the download stops and the call throws
  /// `CancellationError`.
  func download() async throws -> URL {
    guard !isWaiting else { throw Refusal.alreadyDownloading }
    try Task.checkCancellation()
    isWaiting = true
    outcome = nil
    defer { isWaiting = false }
    service.start()
    // Simpler than a continuation: look for the outcome until it is there,
    // letting everything else run in between.
    while outcome == nil {
      if Task.isCancelled {
        service.cancel()
        throw CancellationError()
      }
      await Task.yield()
    }
    guard let outcome else { throw URLError(.cannotOpenFile) }
    return try outcome.get()
  }

  /// Keeps how the download ended, for the waiting call to find.
  private func finish(with result: Result<URL, any Error>) {
    guard isWaiting else { return }
    outcome = result
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
