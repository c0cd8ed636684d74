import Foundation
import HeadlessNetworking

/// The extra step: your DownloadService's download as one `async throws`
/// call, for code that awaits a result instead of being told one:
///
///     let file = try await downloader.download()
///
/// Build it on top of your own DownloadService (steps 1 to 4): make one,
/// be its delegate, and bridge its callback to the waiting call with a
/// checked continuation, resumed exactly once whatever happens.
@MainActor
final class AsyncDownloader {
  /// Why `download()` refused to start.
  enum Refusal: Error, Equatable {
    /// Another call is still waiting for its download.
    case alreadyDownloading
  }

  init(network: any DownloadNetwork, sessionIdentifier: String, url: URL) {}

  /// Downloads the URL and returns the downloaded file, or throws why it
  /// could not. For now it gives up at once, without downloading.
  func download() async throws -> URL {
    throw URLError(.cancelled)
  }
}
