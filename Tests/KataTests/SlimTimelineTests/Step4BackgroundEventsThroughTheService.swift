import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

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
      delegate, instead of looking for the app delegate: declare \
      downloadService(_:didFinishEventsForSessionIdentifier:) inside the braces of \
      DownloadServiceDelegate (the brief gives its exact signature) and call it on \
      `delegate`.
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

  @Test("The timeline hears that its session is done only as its service's delegate")
  func controllerHearsEventsOnlyAsTheDelegate() throws {
    let controller = makeTimeline(network: network)
    controller.refreshControl.pull()
    var calls = 0
    controller.backgroundEventsCompletionHandler = { calls += 1 }
    let session = try #require(
      network.sessions.first, "Pulling the timeline created no download session: see step 1.")
    let service = try #require(
      asDownloadService(session.delegate),
      "The timeline's session does not report to a DownloadService: see step 1.")

    // Someone else becomes the service's delegate: the timeline should hear nothing now.
    let spy = SpyServiceDelegate()
    service.delegate = spy
    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)

    #expect(
      spy.finishedEvents == [TimelineViewController.sessionIdentifier],
      """
      The timeline's service did not tell its new delegate that the session delivered \
      every event (it heard \(spy.finishedEvents)): see the first test of this step.
      """)
    #expect(
      calls == 0,
      """
      The timeline ran its completion handler although its service's delegate was \
      somebody else: the news reached it by another way (a closure, a notification). \
      Only its downloadService(_:didFinishEventsForSessionIdentifier:) should run it.
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

  @Test("A background wake before anyone pulls reaches the timeline")
  func wakeBeforeAnyPull() {
    // The system launches the app in the background because the timeline's session has
    // news: nobody has pulled, and nobody will.
    let application = Application()
    let appDelegate = TimelineAppDelegate(network: network)
    application.delegate = appDelegate
    application.finishLaunching()
    var calls = 0
    application.handleEventsForBackgroundSession(
      identifier: TimelineViewController.sessionIdentifier
    ) { calls += 1 }

    let delivered = network.finishEvents(
      forSessionIdentifier: TimelineViewController.sessionIdentifier)

    #expect(
      delivered,
      """
      The system woke the app for the timeline's session, but no session named \
      "\(TimelineViewController.sessionIdentifier)" existed, because nobody had pulled yet: \
      its events had nobody to tell. Call connect() on the timeline's DownloadService in \
      init, when the screen is made, and not only when a pull starts a download.
      """)
    #expect(
      calls == 1,
      """
      The system's completion handler ran \(calls) times after a background wake with no \
      pull; it should run once. Connect the timeline's service in init, so that its \
      session is there to report that every event was delivered.
      """)
  }

  @Test("With the app running, finished events run no handler but the screen's own")
  func nothingReachesForTheApplication() throws {
    try whileTheAppRuns { appDelegate in
      // The system woke the running app for the timeline's session: that handler
      // belongs to the app delegate's timeline, whose session has not finished.
      var appCalls = 0
      Application.shared.handleEventsForBackgroundSession(
        identifier: TimelineViewController.sessionIdentifier
      ) { appCalls += 1 }

      // Elsewhere, a bare service with a spy for its delegate sees its session finish.
      let service = DownloadService(
        network: network, sessionIdentifier: TimelineViewController.sessionIdentifier,
        url: exampleURL)
      let spy = SpyServiceDelegate()
      service.delegate = spy
      service.connect()
      try #require(
        network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier),
        "DownloadService.connect() created no session named by its identifier: see step 1.")

      #expect(
        spy.finishedEvents == [TimelineViewController.sessionIdentifier],
        """
        The service's delegate should hear once that its session delivered every event, \
        but it heard \(spy.finishedEvents): see the first test of this step.
        """)
      #expect(
        appCalls == 0,
        """
        A DownloadService whose session finished ran the completion handler that the \
        running app's delegate was given for another screen. The service should tell \
        its delegate and nothing else: no Application.shared, no app delegate, not even \
        through a protocol.
        """)

      // And a second timeline on show, which nobody handed a handler, sees its own
      // session finish.
      let callsBefore = appCalls
      let otherNetwork = FakeDownloadNetwork()
      let controller = makeTimeline(network: otherNetwork)
      try whileOnShow(controller) {
        controller.refreshControl.pull()
        try #require(
          otherNetwork.finishEvents(
            forSessionIdentifier: TimelineViewController.sessionIdentifier),
          "Pulling the timeline created no session named by its identifier: see step 1.")
      }

      #expect(
        appCalls == callsBefore,
        """
        A timeline that was handed no completion handler ran the one that the running \
        app's delegate holds for its own timeline. In \
        downloadService(_:didFinishEventsForSessionIdentifier:), the timeline should call \
        its own backgroundEventsCompletionHandler if it has one, and otherwise do nothing: \
        no Application.shared, no app delegate, not through a protocol, not up the \
        responder chain.
        """)
      #expect(
        appDelegate.timelineViewController.backgroundEventsCompletionHandler != nil,
        """
        The running app's timeline lost its completion handler although its own session \
        has not finished. Only the screen whose session finished should use a handler.
        """)
    }
  }
}
