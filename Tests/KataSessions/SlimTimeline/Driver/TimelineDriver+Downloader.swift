import Foundation
import HeadlessKit
import SessionKit

@testable import TimelineApp
@testable import TimelineDownloads

/// The extra step: tasks that await the AsyncDownloader's download(), as
/// code that calls it would, cancelled at any moment.
extension SessionDriver {
  /// Where the downloader downloads from, in a session of its own.
  static let downloadURL = URL(fileURLWithPath: "/qwinkle/download.txt")

  /// How many turns the main actor is given at most after an action of
  /// the extra step: every job queued then (a call's task, a hop to the
  /// main actor, a resumed call) runs, one turn each, in order. The app as
  /// it should be needs three at most (cancel, hop, resume).
  static let turns = 8

  /// Does `action` if it is one of the extra step's; false if it is not.
  func performDownloaderAction(_ action: TimelineAction) -> Bool {
    switch action {
    case .call: call()
    case .callFromCancelledTask: call().task?.cancel()
    case .cancelCall(let number): self.call(number)?.task?.cancel()
    case .cancelCallAndCallAgain(let number):
      guard let earlier = self.call(number) else { break }
      earlier.task?.cancel()
      call()
    case .answerCallAgainAndCancelCall(let number):
      guard let earlier = self.call(number) else { break }
      downloader?.1.completeDownload(of: Self.downloadURL, with: "three")
      call()
      earlier.task?.cancel()
    case .downloaderAnswer(let body):
      downloader?.1.completeDownload(of: Self.downloadURL, with: body)
    case .downloaderFail(let failure):
      downloader?.1.failDownload(of: Self.downloadURL, with: error(for: failure))
    case .downloaderFailAfterFile:
      downloader?.1.failDownload(
        of: Self.downloadURL, afterWriting: "half a file", with: error(for: .offline))
    case .downloaderReportsCancellations: downloader?.1.reportCancellations()
    default: return false
    }
    return true
  }

  /// Starts a task that awaits download(), as code that calls it would.
  @discardableResult
  private func call() -> Call {
    if downloader == nil {
      let network = FakeDownloadNetwork()
      downloader = (
        AsyncDownloader(
          network: network, sessionIdentifier: "com.qwinkle.downloads", url: Self.downloadURL),
        network
      )
    }
    let call = Call()
    calls.append(call)
    guard let (downloader, _) = downloader else { return call }
    call.task = Task { @MainActor in
      do {
        call.ending = Self.ending(.success(try await downloader.download()))
      } catch {
        call.ending = Self.ending(.failure(error))
      }
    }
    return call
  }

  private func call(_ number: Int) -> Call? {
    calls.indices.contains(number - 1) ? calls[number - 1] : nil
  }

  /// Gives the calls' tasks turns until two in a row change nothing a
  /// caller could see (how each call ended, which downloads run), or
  /// `turns` have gone by: the same turns on every run, since every job
  /// runs on the main actor, in order.
  func letCallsRun() async {
    guard downloader != nil else { return }
    var seen = callsAndDownloads()
    var quiet = 0
    for _ in 0..<Self.turns where quiet < 2 {
      await Task.yield()
      let now = callsAndDownloads()
      quiet = now == seen ? quiet + 1 : 0
      seen = now
    }
  }

  /// What a caller could see of the calls and their downloads.
  private func callsAndDownloads() -> [String] {
    calls.map { $0.ending ?? "" }
      + (downloader?.1.sessions.flatMap(\.tasks).map { state(of: $0) } ?? [])
  }

  /// How a call ended, as its caller would tell it.
  private static func ending(_ result: Result<URL, any Error>) -> String {
    switch result {
    case .success(let file):
      let text = (try? String(contentsOf: file, encoding: .utf8)).map { "\"\($0)\"" }
      return "returned its file, " + (text ?? "which is not there")
    case .failure(let refusal as AsyncDownloader.Refusal): return "was refused: \(refusal)"
    case .failure(is CancellationError): return "threw CancellationError"
    case .failure(let error): return "threw \"\(error)\""
    }
  }

  /// Each call, and each download the downloader started.
  func observeDownloader(into seen: inout Observation) {
    for (index, call) in calls.enumerated() {
      seen.add("call \(index + 1)", call.ending ?? "waiting")
    }
    guard let (_, network) = downloader else { return }
    let started = network.sessions.flatMap(\.tasks).filter { $0.startedIn != nil }
    seen.add(
      "downloader",
      started.isEmpty
        ? "nothing downloaded"
        : started.enumerated().map { "\($0.offset + 1): \(state(of: $0.element))" }
          .joined(separator: "\n"))
  }

  private func state(of task: DownloadTask) -> String {
    switch task.state {
    case .suspended: return "not started"
    case .running: return "waiting for the server"
    case .canceling: return "cancelled, not yet reported"
    case .completed: return "over"
    }
  }
}

extension TimelineAction {
  /// Whether the action is the extra step's, which gives calls turns to run.
  var isDownloaderAction: Bool {
    switch self {
    case .call, .callFromCancelledTask, .cancelCall, .cancelCallAndCallAgain,
      .answerCallAgainAndCancelCall, .downloaderAnswer, .downloaderFail,
      .downloaderFailAfterFile,
      .downloaderReportsCancellations:
      return true
    default: return false
    }
  }
}
