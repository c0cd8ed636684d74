import Foundation
import HeadlessKit
import Testing

@testable import SlimTimeline

@Suite("4. Background events go through the service, not the app delegate")
@MainActor
struct Step4 {
  let network = FakeDownloadNetwork()

  @Test("The service tells its delegate when its session has delivered every event")
  func serviceReportsFinishedEvents() throws {
    // No Application and no app delegate exist here: the service must not need them.
    let service = DownloadService(
      network: network, sessionIdentifier: "com.qwinkle.example", url: exampleURL)
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.connect()

    try #require(
      network.finishEvents(forSessionIdentifier: "com.qwinkle.example"),
      "DownloadService.connect() created no session named by its identifier: see step 1.")

    #expect(
      spy.finishedEvents == ["com.qwinkle.example"],
      """
      The service's delegate should hear once that the session "com.qwinkle.example" \
      delivered every event, but it heard \(spy.finishedEvents). When its session calls \
      downloadSessionDidFinishEvents, DownloadService should pass the news on to its own \
      delegate, through downloadService(_:didFinishEventsForSessionIdentifier:), instead \
      of looking for the app delegate.
      """)
  }

  @Test("The timeline calls its background completion handler once, then forgets it")
  func controllerCallsTheHandlerOnce() {
    let controller = makeTimeline(network: network)
    controller.refreshControl.pull()
    var calls = 0
    controller.backgroundEventsCompletionHandler = { calls += 1 }

    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)
    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)

    #expect(
      calls == 1,
      """
      The timeline's backgroundEventsCompletionHandler ran \(calls) times instead of once. \
      Once its service says the session is done, the timeline should call the handler in \
      downloadService(_:didFinishEventsForSessionIdentifier:), then set it to nil.
      """)
    #expect(
      controller.backgroundEventsCompletionHandler == nil,
      """
      The timeline still holds its backgroundEventsCompletionHandler after its session \
      finished delivering events. Once it has called the handler, it should let go of it \
      (back to nil): the handler may only run once.
      """)
  }

  @Test("The app delegate hands the completion handler to the timeline")
  func appDelegateHandsTheHandlerOver() {
    let application = Application()
    let appDelegate = TimelineAppDelegate(network: network)
    application.delegate = appDelegate
    let controller = appDelegate.timelineViewController
    _ = controller.view
    controller.refreshControl.pull()
    var calls = 0

    application.handleEventsForBackgroundSession(
      identifier: TimelineViewController.sessionIdentifier
    ) { calls += 1 }

    #expect(
      controller.backgroundEventsCompletionHandler != nil,
      """
      After the system woke the app for the timeline's session, the timeline has no \
      backgroundEventsCompletionHandler. In application(_:handleEventsForBackgroundSession:\
      completionHandler:), give the handler to timelineViewController instead of keeping it.
      """)

    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)

    #expect(
      calls == 1,
      """
      The system's completion handler ran \(calls) times once the session had delivered \
      everything; it should run once, called by the timeline when its service says so.
      """)
  }
}
