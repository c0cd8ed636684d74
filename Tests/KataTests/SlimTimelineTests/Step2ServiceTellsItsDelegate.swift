import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

@Suite("2. The service tells its delegate when a download finishes")
@MainActor
struct Step2 {
  let network = FakeDownloadNetwork()

  @Test("The timeline is its DownloadService's delegate")
  func controllerIsTheDelegate() throws {
    let controller = makeTimeline(network: network)
    controller.refreshControl.pull()

    let service = try #require(
      downloadServices(ownedBy: controller).first,
      """
      TimelineViewController has no stored property holding a DownloadService yet: \
      finish step 1 first.
      """)
    #expect(
      service.delegate === controller,
      """
      The timeline's DownloadService reports to \(className(of: service.delegate)), \
      not to the timeline, so the screen that owns it never hears how its downloads \
      went. Look at who the timeline's service talks back to, and when that is set.
      """)
  }

  @Test("A finished download of the timeline shows the posts and stops the spinner")
  func finishedDownloadStopsTheSpinner() throws {
    let controller = makeTimeline(network: network)
    controller.refreshControl.pull()

    #expect(
      controller.refreshControl.isRefreshing,
      """
      The spinner stopped before the download finished, so the user cannot tell that \
      the timeline is still loading. It should turn until the download is over. Look \
      at where the timeline stops its spinner.
      """)
    try #require(
      network.completeDownload(of: TimelineViewController.timelineURL, with: "ana: hi\nbo: yo"),
      "The pull started no download of the timeline: see step 1.")

    #expect(
      !controller.refreshControl.isRefreshing,
      """
      The download finished and the spinner is still turning: the news never reached \
      the timeline. The service should tell its delegate when a download is over. Look \
      at what DownloadService does when its session reports the end of a task.
      """)
    #expect(
      controller.posts == ["ana: hi", "bo: yo"],
      """
      The download brought two posts and the timeline shows \(controller.posts). It \
      should show the downloaded file's lines, as its old session code did. Look at \
      what the timeline does when its service says the download is over.
      """)
    #expect(
      controller.errorMessage == nil,
      """
      A successful download should leave no error on screen, but the timeline shows \
      "\(controller.errorMessage ?? "")".
      """)
  }

  @Test("A failed download of the timeline shows the error and stops the spinner")
  func failedDownloadShowsTheError() throws {
    let controller = makeTimeline(network: network)
    controller.refreshControl.pull()

    try #require(
      network.failDownload(of: TimelineViewController.timelineURL),
      "The pull started no download of the timeline: see step 1.")

    #expect(
      !controller.refreshControl.isRefreshing,
      """
      The download failed and the spinner is still turning, as if it might still \
      succeed. A failure is the end of a download too. Look at what DownloadService \
      says, and the timeline does, when a download fails.
      """)
    #expect(
      controller.errorMessage == FakeDownloadNetwork.Failure.offline.description,
      """
      The download failed (offline), and the timeline's errorMessage is \
      \(controller.errorMessage.map { "\"\($0)\"" } ?? "nothing"), not \
      "\(FakeDownloadNetwork.Failure.offline.description)": the user is not told what went \
      wrong. The session's error should reach the screen unchanged.
      """)
  }

  @Test("The timeline hears about its download only as its service's delegate")
  func controllerHearsOnlyAsTheDelegate() throws {
    let controller = makeTimeline(network: network)
    controller.refreshControl.pull()
    let session = try #require(
      network.sessions.first, "Pulling the timeline created no download session: see step 1.")
    let service = try #require(
      asDownloadService(session.delegate),
      "The timeline's session does not report to a DownloadService: see step 1.")

    // Someone else becomes the service's delegate: the timeline should hear nothing now.
    let spy = SpyServiceDelegate()
    service.delegate = spy
    try #require(
      network.completeDownload(of: TimelineViewController.timelineURL, with: "ana: hi"),
      "The pull started no download of the timeline: see step 1.")

    #expect(
      spy.finished.count == 1,
      """
      The timeline's service had a new delegate, which heard of the finished download \
      \(times(spy.finished.count)) instead of once: the service tells someone it chose \
      itself, not whoever is its delegate. Look at whom DownloadService tells.
      """)
    #expect(
      controller.posts.isEmpty,
      """
      The timeline showed \(controller.posts) although its service's delegate was \
      somebody else: the news reached it by another way (a closure, a notification, a \
      reference to the screen). A service talks back only through its delegate.
      """)
    #expect(
      controller.refreshControl.isRefreshing,
      """
      The timeline's spinner stopped although its service told somebody else about the \
      download: something other than the service's news to its delegate (the pull \
      itself, a closure, a notification) stops it.
      """)
  }

  @Test("The service tells its delegate once, with the URL and the downloaded file")
  func serviceReportsSuccess() throws {
    let service = DownloadService(
      network: network, sessionIdentifier: "com.qwinkle.example", url: exampleURL)
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.start()

    try #require(
      network.completeDownload(of: exampleURL, with: "one\ntwo"),
      "A started DownloadService downloads nothing: see step 1.")

    #expect(
      spy.finished.count == 1,
      """
      A download finished and the service's delegate heard of it \
      \(times(spy.finished.count)) instead of once. The brief says what the service \
      tells its delegate. Look at DownloadServiceDelegate (is what you declared a \
      requirement the spy's own method answers?) and at when the service calls it.
      """)
    let report = try #require(
      spy.finished.first,
      "The delegate was never told that the download finished: see the check above.")
    #expect(
      report.url == exampleURL,
      """
      The delegate was told that \(report.url.path) finished, but the service \
      downloaded \(exampleURL.path): a delegate with two downloads could not tell them \
      apart.
      """)
    let got =
      report.location == nil
      ? "no location" : report.contents == nil ? "a location with no file there" : "another file"
    #expect(
      report.location != nil && report.contents == "one\ntwo",
      """
      The delegate was told of a finished download with \(got), not the file the \
      session downloaded, still there while the delegate reads it.
      """)
    #expect(
      report.error == nil,
      """
      A download that worked reached the delegate with an error, \
      \(report.error.map { String(describing: $0) } ?? "none"), so a screen would show a \
      failure.
      """)
  }

  @Test("The service tells its delegate about a failure, with the error and no file")
  func serviceReportsFailure() throws {
    let service = DownloadService(
      network: network, sessionIdentifier: "com.qwinkle.example", url: exampleURL)
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.start()

    try #require(
      network.failDownload(of: exampleURL, with: FakeDownloadNetwork.Failure.offline),
      "A started DownloadService downloads nothing: see step 1.")

    #expect(
      spy.finished.count == 1,
      """
      A download failed and the service's delegate heard of it \(times(spy.finished.count)) \
      instead of once: a screen would never stop its spinner. Look at what the \
      service does when its session reports a failed task.
      """)
    let report = try #require(
      spy.finished.first,
      "The delegate was never told that the download failed: see the check above.")
    #expect(
      report.url == exampleURL,
      """
      The delegate was told that \(report.url.path) failed, but the service was \
      downloading \(exampleURL.path).
      """)
    #expect(
      report.location == nil,
      """
      A failed download reached the delegate with a file, \
      \(report.location?.path ?? ""): a failure brings no file to show.
      """)
    #expect(
      report.error as? FakeDownloadNetwork.Failure == .offline,
      """
      The download failed offline, and the delegate was told \
      \(report.error.map { String(describing: $0) } ?? "no error"), not the session's \
      error unchanged.
      """)
  }
}
