import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

/// Step 2, continued: the session reports a file and an outcome in two
/// calls, so a file that arrived does not make a download that worked.
extension Step2 {
  @Test("A download that fails after its file arrived reaches the delegate as a failure")
  func serviceReportsAFailureAfterTheFile() throws {
    let service = DownloadService(
      network: network, sessionIdentifier: "com.qwinkle.example", url: exampleURL)
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.start()

    try #require(
      network.failDownload(of: exampleURL, afterWriting: "half a\nfi"),
      "A started DownloadService downloads nothing: see step 1.")

    let report = try #require(
      spy.finished.first,
      "The delegate was never told that the download failed: see the tests above.")
    #expect(
      spy.finished.count == 1 && report.location == nil
        && report.error as? FakeDownloadNetwork.Failure == .offline,
      """
      The session handed over a file, then said the download failed (offline). The \
      delegate heard \(spy.finished.count) time\(spy.finished.count == 1 ? "" : "s"), \
      first with \(report.location == nil ? "no file" : "the file") and \
      \(report.error.map { "the error \"\($0)\"" } ?? "no error"). It should hear \
      once, of a failure with no file: the outcome decides, not the file's arrival. \
      Look at what the service passes on when a task fails after its file came.
      """)
  }

  @Test("A refresh that fails after its file arrived shows the error, not the file")
  func screenShowsAFailureAfterTheFile() throws {
    let controller = makeTimeline(network: network)
    controller.refreshControl.pull()

    try #require(
      network.failDownload(of: TimelineViewController.timelineURL, afterWriting: "ana: hi"),
      "The pull started no download of the timeline: see step 1.")

    #expect(
      controller.posts.isEmpty
        && controller.errorMessage == FakeDownloadNetwork.Failure.offline.description
        && !controller.refreshControl.isRefreshing,
      """
      The file came, then the download failed (offline). The timeline shows \
      \(controller.posts), says \(controller.errorMessage.map { "\"\($0)\"" } ?? "no error") \
      and its spinner \(controller.refreshControl.isRefreshing ? "turns" : "stopped"). \
      It should show the failure and no posts from a download that did not work. Look \
      at what the service tells the timeline, and at what the timeline believes first.
      """)
  }
}
