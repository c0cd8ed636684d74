import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

/// Step 6, continued: how a call waits, and how it ends when its task is
/// cancelled.
extension Step6 {
  @Test("While download() waits, it takes no turns on the main actor")
  func waitsWithoutLooking() async throws {
    let outcome = await startDownload(makeDownloader())
    defer { outcome.task?.cancel() }
    try #require(
      network.isDownloading(exampleURL) && outcome.result == nil,
      "download() did not start a download and wait for it: see the first test of this step.")

    // A job is queued on the main actor, then the answer comes. A call that
    // is woken by the answer is queued behind that job; a call that keeps
    // looking whether its file has come was queued long before.
    Task { outcome.log.append("a job queued before the answer") }
    network.completeDownload(of: exampleURL, with: "one")
    await letTasksRun(until: { outcome.log.count == 2 })

    #expect(
      outcome.log == ["a job queued before the answer", "ended"],
      """
      download() ended ahead of a job that was queued on the main actor before the \
      download finished: while it waited, the call kept taking turns on the main \
      actor, looking again and again whether its file had come. A waiting call \
      should cost nothing until the service's news wakes it. Look at how download() \
      waits.
      """)
  }

  @Test("Cancelling the waiting task ends the call at once and stops its download")
  func cancellingEndsTheCall() async throws {
    let downloader = makeDownloader()
    let outcome = await startDownload(downloader)
    try #require(
      network.isDownloading(exampleURL),
      "download() started no download of its URL: see the first test of this step.")

    outcome.task?.cancel()
    await letTasksRun(until: { outcome.result != nil })

    #expect(
      outcome.error is CancellationError,
      """
      The task that called download() was cancelled, and the call \(outcome.ending). \
      A cancelled call should end at once, throwing CancellationError, as Swift code \
      expects of cancelled work; the network may report the cancelled download late, \
      or never. Look at what download() does when its task is cancelled.
      """)
    #expect(
      !network.isDownloading(exampleURL),
      """
      The call was cancelled, and its download still runs: the network keeps fetching \
      a file nobody waits for. Cancelling the call should stop the download too.
      """)

    let next = await startDownload(downloader)
    defer { next.task?.cancel() }
    #expect(
      network.isDownloading(exampleURL) && next.result == nil,
      """
      After a cancelled call, the next download() \(next.ending) and \
      \(network.isDownloading(exampleURL) ? "its download runs" : "started no download"): \
      the bridge should be free again once a call has ended, however it ended.
      """)
  }

  @Test("The late report of a cancelled download never ends the next call")
  func lateReportOfACancelledDownload() async throws {
    let downloader = makeDownloader()
    let first = await startDownload(downloader)
    first.task?.cancel()
    await letTasksRun(until: { first.result != nil })
    try #require(
      first.error is CancellationError,
      "A cancelled call did not end with CancellationError: see the test above.")

    let second = await startDownload(downloader)
    defer { second.task?.cancel() }
    try #require(
      network.isDownloading(exampleURL),
      "After a cancelled call, the next download() started no download: see the test above.")
    // As URLSession does, the session reports the end of the cancelled
    // download late, with a "cancelled" error: here, just before the
    // second download's file.
    network.completeDownload(of: exampleURL, with: "second")
    await letTasksRun(until: { second.result != nil })

    let text = second.file.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
    #expect(
      text == "second",
      """
      The second call \(second.ending) instead of returning its own file. The session \
      reported the end of the first, cancelled download late, as URLSession does, and \
      that report ended the second call, while the second download ran for nobody. \
      Look at what happens, in DownloadService and in the bridge, when the session \
      reports the end of a download that was cancelled.
      """)
  }

  @Test("Called from a task already cancelled, download() starts nothing and throws at once")
  func calledFromACancelledTask() async {
    let downloader = makeDownloader()
    let outcome = Outcome()
    // The task cannot run before this test gives up the main actor, so it is
    // cancelled before it calls download().
    let task = Task {
      do {
        outcome.result = .success(try await downloader.download())
      } catch {
        outcome.result = .failure(error)
      }
    }
    task.cancel()
    defer { task.cancel() }
    await letTasksRun(until: { outcome.result != nil })

    let started = network.sessions.flatMap(\.tasks).filter { $0.startedIn != nil }
    #expect(
      outcome.error is CancellationError && started.isEmpty,
      """
      download() was called from a task that was already cancelled. The call \
      \(outcome.ending), and \(started.count) download\(started.count == 1 ? " was" : "s were") \
      started on the network. Work for a cancelled task should not begin: the call \
      should throw CancellationError before any download starts. Look at what \
      download() does first.
      """)
  }
}
