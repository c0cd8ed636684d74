import Foundation
import HeadlessNetworking

/// The DownloadService's download as one `async throws` call, for code that
/// awaits a result instead of being told one:
///
///     let file = try await downloader.download()
///
/// It is built on the service, not beside it: the downloader owns a
/// DownloadService, is its delegate, and bridges the delegate callback to
/// the waiting call with a checked continuation.
///
/// A continuation is resumed exactly once. Never, and the caller waits for
/// ever; twice, and the program traps. So there is one place for the
/// waiting continuation, the callback takes it out before resuming it, and
/// a second call while one is waiting is refused instead of taking its
/// place (which would leave the first caller waiting for ever).
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

  /// The call waiting for the download under way, if any.
  private var waiting: CheckedContinuation<URL, any Error>?

  init(network: any DownloadNetwork, sessionIdentifier: String, url: URL) {
    service = DownloadService(network: network, sessionIdentifier: sessionIdentifier, url: url)
    service.delegate = self
    service.connect()
  }

  /// Downloads the URL and returns the downloaded file, or throws the
  /// download's error. While a call is waiting, another one throws
  /// `Refusal.alreadyDownloading` at once and starts nothing.
  func download() async throws -> URL {
    guard waiting == nil else { throw Refusal.alreadyDownloading }
    return try await withCheckedThrowingContinuation { continuation in
      waiting = continuation
      service.start()
    }
  }
}

// MARK: - DownloadServiceDelegate

/// The callback resumes the waiting call: with the file on success, with
/// the error on failure, and never twice, because it takes the
/// continuation out first.
extension AsyncDownloader: DownloadServiceDelegate {
  func downloadService(
    _ service: DownloadService, didFinishDownloading url: URL,
    to location: URL?, error: (any Error)?
  ) {
    guard let continuation = waiting else { return }
    waiting = nil
    if let location, error == nil {
      continuation.resume(returning: location)
    } else {
      continuation.resume(throwing: error ?? URLError(.cannotOpenFile))
    }
  }

  /// Background events are news for the screens, not for a waiting call.
  func downloadService(
    _ service: DownloadService,
    didFinishEventsForSessionIdentifier identifier: String
  ) {}
}
