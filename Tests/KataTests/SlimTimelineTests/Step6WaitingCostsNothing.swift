import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

/// Step 6, continued: how a call waits. How it ends when its task is
/// cancelled, at every moment and racing the next call, is what the
/// step's sessions play.
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
}
