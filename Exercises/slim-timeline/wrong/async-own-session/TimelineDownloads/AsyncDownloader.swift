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
  private var waiting: (call: Int, continuation: CheckedContinuation<URL, any Error>)?
  private var callsMade = 0
  private var location: URL?
  private var cancelledTasks: Set<ObjectIdentifier> = []

  init(network: any DownloadNetwork, sessionIdentifier: String, url: URL) {
    self.network = network
    self.sessionIdentifier = sessionIdentifier
    self.url = url
  }

  func download() async throws -> URL {
    guard waiting == nil else { throw Refusal.alreadyDownloading }
    try Task.checkCancellation()
    if session == nil {
      session = network.makeSession(
        configuration: .background(withIdentifier: sessionIdentifier), delegate: self)
    }
    callsMade += 1
    let call = callsMade
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiting = (call, continuation)
        session?.downloadTask(with: url).resume()
      }
    } onCancel: {
      Task { @MainActor in self.cancel(call) }
    }
  }

  private func cancel(_ call: Int) {
    guard waiting?.call == call else { return }
    for task in session?.tasks ?? [] where task.state == .running {
      cancelledTasks.insert(ObjectIdentifier(task))
      task.cancel()
    }
    finish(with: .failure(CancellationError()))
  }

  private func finish(with result: Result<URL, any Error>) {
    guard let continuation = waiting?.continuation else { return }
    waiting = nil
    continuation.resume(with: result)
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
    defer { location = nil }
    guard cancelledTasks.remove(ObjectIdentifier(task)) == nil else { return }
    if let location, error == nil {
      finish(with: .success(location))
    } else {
      finish(with: .failure(error ?? URLError(.cannotOpenFile)))
    }
  }

  func downloadSessionDidFinishEvents(_ session: DownloadSession) {}
}
