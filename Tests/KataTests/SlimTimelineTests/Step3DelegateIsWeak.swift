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
    var viaService = false
    do {
      let controller = makeTimeline(network: network)
      controller.refreshControl.pull()
      viaService = lastSessionReportsToAService(on: network)
      weakController = controller
    }

    #expect(
      weakController == nil,
      """
      A timeline closed in the middle of a download is still alive after everyone let \
      go of it: a closed screen that never goes away. \
      \(viaService ? ownsItsService : sessionReportsToTheScreen)
      """)

    // The download finishes after its screen has gone: this must crash nothing.
    network.completeDownload(of: TimelineViewController.timelineURL, with: "too late")
  }

  @Test("A timeline let go of after its downloads ended, in success and in failure, is freed")
  func controllerIsFreedAfterItsDownloads() {
    weak var weakController: TimelineViewController?
    var viaService = false
    do {
      let controller = makeTimeline(network: network)
      controller.refreshControl.pull()
      viaService = lastSessionReportsToAService(on: network)
      network.completeDownload(of: TimelineViewController.timelineURL, with: "ana: hi")
      controller.refreshControl.endRefreshing()  // In case step 2 is not done yet.
      controller.refreshControl.pull()
      network.failDownload(of: TimelineViewController.timelineURL)
      weakController = controller
    }

    #expect(
      weakController == nil,
      """
      A timeline that had finished one download and failed another is still alive \
      after everyone let go of it, although nothing was downloading any more. \
      \(viaService ? tookAHold : sessionReportsToTheScreen)
      """)
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
      DownloadService kept alive a delegate that nobody else held. The delegate \
      usually owns the service, so a service that keeps its delegate makes a pair that \
      never goes away. Look at how DownloadService declares its delegate.
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
      "A started DownloadService downloads nothing: see step 1.")

    #expect(
      log.calls.isEmpty,
      """
      The service's delegate had gone, and a late download still reached it: \
      \(log.calls). A delegate that has gone should hear nothing; the service should \
      find nobody and drop the news. Look at what the service keeps of its delegate \
      while a download runs.
      """)
  }
}

/// Where to look when a timeline that owns its service outlives its screen.
private let ownsItsService = """
  The timeline owns its service, so something the service (or its session) keeps holds \
  the timeline in return. Look at how DownloadService refers to its delegate, and at \
  anything else it keeps that refers to the screen.
  """

/// Where to look when a timeline outlives the downloads its service reported.
private let tookAHold = """
  Something took a strong hold of it when the service reported back. Look at what \
  DownloadService keeps of its delegate once it has told it something.
  """
