import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

@Suite("3. The service holds its delegate weakly, so a closed screen goes away")
@MainActor
struct Step3 {
  let network = FakeDownloadNetwork()

  @Test("A timeline let go of in the middle of a download is freed")
  func controllerIsFreedMidDownload() {
    weak var weakController: TimelineViewController?
    do {
      let controller = makeTimeline(network: network)
      controller.refreshControl.pull()
      weakController = controller
    }

    #expect(
      weakController == nil,
      """
      The timeline is still alive after everyone let go of it: something holds it strongly. \
      A session holds its delegate strongly, so the controller must not be a session's \
      delegate; and the controller owns its DownloadService, so the service must not keep \
      the controller alive in return. Look at how DownloadService declares delegate, and \
      at anything else the service keeps that refers to the screen (a closure that \
      captures self strongly, a copy of the delegate).
      """)

    // The download finishes after its screen has gone: this must crash nothing.
    network.completeDownload(of: TimelineViewController.timelineURL, with: "too late")
  }

  @Test("A delegate that only the service refers to is released")
  func serviceDoesNotKeepItsDelegate() {
    let service = DownloadService(
      network: network, sessionIdentifier: "com.qwinkle.example", url: exampleURL)
    weak var weakSpy: SpyServiceDelegate?
    do {
      let spy = SpyServiceDelegate()
      service.delegate = spy
      weakSpy = spy
    }

    #expect(
      weakSpy == nil,
      """
      DownloadService kept alive a delegate that nobody else held. The delegate usually \
      owns the service, so a strong reference back makes a cycle that never goes away: \
      DownloadService.delegate should be a weak reference.
      """)
  }

  @Test("A download that finishes after its delegate has gone tells nobody")
  func lateDownloadTellsNobody() throws {
    let service = DownloadService(
      network: network, sessionIdentifier: "com.qwinkle.example", url: exampleURL)
    let log = CallLog()
    do {
      let spy = SpyServiceDelegate(log: log)
      service.delegate = spy
      service.start()
    }

    try #require(
      network.completeDownload(of: exampleURL, with: "too late"),
      "DownloadService.start() started no download of its url: finish step 1 first.")

    #expect(
      log.calls.isEmpty,
      """
      The service should have told nobody, because its delegate had gone, but it made these \
      calls: \(log.calls). With a weak delegate, the service finds nil and quietly drops \
      the news.
      """)
  }
}
