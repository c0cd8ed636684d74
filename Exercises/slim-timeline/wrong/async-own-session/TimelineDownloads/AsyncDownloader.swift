import Foundation
import HeadlessNetworking

/// An async download that needs no DownloadService: it makes its own
/// background session and is that session's delegate.
@MainActor
final class AsyncDownloader {
  /// Why `download()` refused to start.
  enum Refusal: Error, Equatable {
    /// Another call is still waiting for its download.
    case alreadyDownloading
  }

  private let network: any DownloadNetwork
  private let sessionIdentifier: String
  private let url: URL
  private var session: DownloadSession?
  private var waiting: CheckedContinuation<URL, any Error>?
  private var location: URL?

  init(network: any DownloadNetwork, sessionIdentifier: String, url: URL) {
    self.network = network
    self.sessionIdentifier = sessionIdentifier
    self.url = url
  }

  func download() async throws -> URL {
    guard waiting == nil else { throw Refusal.alreadyDownloading }
    if session == nil {
      session = network.makeSession(
        configuration: .background(withIdentifier: sessionIdentifier), delegate: self)
    }
    return try await withCheckedThrowingContinuation { continuation in
      waiting = continuation
      session?.downloadTask(with: url).resume()
    }
  }
}

extension AsyncDownloader: DownloadSessionDelegate {
  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didFinishDownloadingTo location: URL
  ) {
    self.location = location
  }

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didCompleteWithError error: (any Error)?
  ) {
    guard let continuation = waiting else { return }
    waiting = nil
    if let location, error == nil {
      continuation.resume(returning: location)
    } else {
      continuation.resume(throwing: error ?? URLError(.cannotOpenFile))
    }
    location = nil
  }

  func downloadSessionDidFinishEvents(_ session: DownloadSession) {}
}
