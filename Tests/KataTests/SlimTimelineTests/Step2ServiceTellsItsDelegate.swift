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
      The timeline's DownloadService should have the timeline as its delegate, but has \
      \(className(of: service.delegate)). Make TimelineViewController conform to \
      DownloadServiceDelegate, and make it its service's delegate in init (after \
      super.init(), once the controller exists).
      """)
  }

  @Test("A finished download of the timeline shows the posts and stops the spinner")
  func finishedDownloadStopsTheSpinner() throws {
    let controller = makeTimeline(network: network)
    controller.refreshControl.pull()

    #expect(
      controller.refreshControl.isRefreshing,
      """
      The spinner stopped before the download finished, so the user cannot tell that the \
      timeline is still loading. Leave it turning in refresh(_:); end refreshing only when \
      the service tells the timeline that the download is over.
      """)
    try #require(
      network.completeDownload(of: TimelineViewController.timelineURL, with: "ana: hi\nbo: yo"),
      "The pull started no download of the timeline: finish step 1 first.")

    #expect(
      !controller.refreshControl.isRefreshing,
      """
      The download finished but the spinner is still turning: nobody told the controller. \
      The service should call its delegate's downloadService(_:didFinishDownloading:to:error:) \
      from didCompleteWithError, and the controller should end refreshing there.
      """)
    #expect(
      controller.posts == ["ana: hi", "bo: yo"],
      """
      The timeline shows \(controller.posts) instead of the two downloaded posts. In \
      downloadService(_:didFinishDownloading:to:error:), read the file at `location` and \
      show its lines, as the controller's old session code did.
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
      "The pull started no download of the timeline: finish step 1 first.")

    #expect(
      !controller.refreshControl.isRefreshing,
      """
      The download failed and the spinner is still turning. The service should tell its \
      delegate about failures too (location nil, error set), and the controller should end \
      refreshing whatever the outcome.
      """)
    #expect(
      controller.errorMessage == FakeDownloadNetwork.Failure.offline.description,
      """
      The timeline should show the failure's description, \
      "\(FakeDownloadNetwork.Failure.offline.description)", as its errorMessage, but shows \
      \(controller.errorMessage.map { "\"\($0)\"" } ?? "nothing"). The service should pass \
      the session's error on to its delegate unchanged.
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
      "The pull started no download of the timeline: finish step 1 first.")

    #expect(
      spy.finished.count == 1,
      """
      The timeline's service did not tell its new delegate about the finished download \
      (it heard \(spy.finished.count) times). The service should tell whatever object is \
      its delegate, through DownloadServiceDelegate, never a screen it knows by name.
      """)
    #expect(
      controller.posts.isEmpty,
      """
      The timeline showed \(controller.posts) although its service's delegate was \
      somebody else: the news reached it by another way (a closure, a notification, a \
      reference to the screen). The service should talk to its owner only through its \
      delegate.
      """)
    #expect(
      controller.refreshControl.isRefreshing,
      """
      The timeline's spinner stopped although its service told somebody else about the \
      download. Only the timeline's downloadService(_:didFinishDownloading:to:error:) \
      should stop it: not refresh(_:), not a closure or a notification.
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
      "DownloadService.start() started no download of its url: finish step 1 first.")

    #expect(
      spy.finished.count == 1,
      """
      The delegate heard about the finished download \(spy.finished.count) times instead of \
      once. Declare downloadService(_:didFinishDownloading:to:error:) inside the braces \
      of DownloadServiceDelegate (the brief gives its exact signature; a method written \
      only in an extension is no requirement, and a call through the protocol never \
      reaches the delegate's own), and call it on `delegate`, whatever class the delegate \
      is. Remember the location in didFinishDownloadingTo, then call the delegate once, \
      from didCompleteWithError.
      """)
    let report = try #require(
      spy.finished.first,
      "The delegate was never told that the download finished: see the check above.")
    #expect(
      report.url == exampleURL,
      """
      The delegate should be told the URL that was downloaded, \(exampleURL.path), but was \
      told \(report.url.path). Use the URL the task was made for (its originalURL).
      """)
    let got =
      report.location == nil
      ? "no location" : report.contents == nil ? "a location with no file there" : "another file"
    #expect(
      report.location != nil && report.contents == "one\ntwo",
      """
      The delegate should get the downloaded file's location (the one the session gave \
      didFinishDownloadingTo), with the file still there during the call, but it got \(got).
      """)
    #expect(
      report.error == nil,
      """
      A successful download should reach the delegate with no error, but it got \
      \(report.error.map { String(describing: $0) } ?? "none").
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
      "DownloadService.start() started no download of its url: finish step 1 first.")

    #expect(
      spy.finished.count == 1,
      """
      The delegate heard about the failed download \(spy.finished.count) times instead of \
      once. didCompleteWithError is called on failure too: tell the delegate from there.
      """)
    let report = try #require(
      spy.finished.first,
      "The delegate was never told that the download failed: see the check above.")
    #expect(
      report.url == exampleURL,
      """
      The delegate should be told which URL failed, \(exampleURL.path), but was told \
      \(report.url.path).
      """)
    #expect(
      report.location == nil,
      """
      A failed download has no file, so the delegate should get no location, but it got \
      \(report.location?.path ?? ""). When the session reports an error, pass no location.
      """)
    #expect(
      report.error as? FakeDownloadNetwork.Failure == .offline,
      """
      The delegate should get the session's error unchanged (offline), but got \
      \(report.error.map { String(describing: $0) } ?? "no error").
      """)
  }
}
