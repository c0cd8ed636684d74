import Foundation
import HeadlessKit

/// The delegate-based `DownloadService` as Swift Concurrency code calls it:
///
///     let file = try await downloader.download()
///     for await identifier in downloader.finishedEvents { ... }
///
/// One answer per call becomes an `async throws` function, bridged by a
/// checked continuation; news that comes again and again (a background
/// session's "every event delivered") becomes an `AsyncStream`.
///
/// A continuation must be resumed exactly once. Never, and the caller waits
/// for ever (a checked continuation only warns once it is dropped); twice,
/// and the program traps. So the one waiting continuation is kept in one
/// place, `waiting`, and every way a download can end (the file, an error,
/// a cancelled task) goes through `finish(with:)`, which takes it out
/// before resuming it: whatever comes second finds nothing to resume.
/// A download this bridge cancels is over for its caller at once; the
/// session's late report of it never reaches the bridge (the service drops
/// it), so it cannot end a later call.
@MainActor
public final class AsyncDownloader {
  /// Why a download was not even started.
  public enum Refusal: Error, Equatable {
    /// A download is under way; its caller is waiting for it. Overwriting
    /// that caller's continuation would leave it waiting for ever, so the
    /// second call is turned away instead.
    case alreadyDownloading
  }

  /// The session identifiers whose background events have all been
  /// delivered, in order: one `for await` loop reads them.
  public let finishedEvents: AsyncStream<String>

  /// Private, so nobody else can become its delegate: a bridge that stops
  /// hearing from its service would leave its caller waiting for ever.
  private let service: DownloadService
  private let events: AsyncStream<String>.Continuation

  /// The call waiting for the download under way, and its number.
  private var waiting: (call: Int, continuation: CheckedContinuation<URL, any Error>)?
  private var callsMade = 0

  public init(network: any DownloadNetwork, sessionIdentifier: String, url: URL) {
    service = DownloadService(network: network, sessionIdentifier: sessionIdentifier, url: url)
    (finishedEvents, events) = AsyncStream.makeStream()
    service.delegate = self
    service.connect()
  }

  /// Ends the loop over `finishedEvents`: no more events will come.
  deinit {
    events.finish()
  }

  /// Whether a call is waiting for a download.
  public var isDownloading: Bool { waiting != nil }

  /// Downloads the service's URL and returns the file, which is the
  /// caller's to move or delete. Throws the download's error, or
  /// `CancellationError` if the calling task is cancelled (the download is
  /// then stopped), or `Refusal.alreadyDownloading` at once if another
  /// call is still waiting.
  public func download() async throws -> URL {
    guard waiting == nil else { throw Refusal.alreadyDownloading }
    try Task.checkCancellation()
    callsMade += 1
    let call = callsMade
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiting = (call, continuation)
        service.start()
      }
    } onCancel: {
      // Runs on the cancelling thread, at once: hop to the main actor.
      Task { @MainActor in self.cancel(call) }
    }
  }

  /// Stops call number `call`, if it is still the one waiting: by the time
  /// this runs, its download may have finished and a new call begun.
  private func cancel(_ call: Int) {
    guard waiting?.call == call else { return }
    service.cancel()
    finish(with: .failure(CancellationError()))
  }

  /// Resumes the waiting call, once: the continuation is taken out first.
  func finish(with result: Result<URL, any Error>) {
    guard let continuation = waiting?.continuation else { return }
    waiting = nil
    continuation.resume(with: result)
  }

  /// Passes a session's "every event delivered" on to the loop.
  func deliverFinishedEvents(for identifier: String) {
    events.yield(identifier)
  }
}
