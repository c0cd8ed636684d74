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
      "A connected DownloadService made no session named by its identifier: see step 1.")

    #expect(
      spy.finishedEvents == ["com.qwinkle.example"],
      """
      The session "com.qwinkle.example" delivered every background event, and the \
      service's delegate heard \(spy.finishedEvents) instead of that one name, once. \
      With no application around, the service's delegate is the only one who can \
      hear it. The brief says what the service tells its delegate; look at \
      DownloadServiceDelegate and at what the service does when its session has \
      delivered every event.
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

    let viaService = lastSessionReportsToAService(on: network)
    #expect(
      calls == 1,
      """
      The timeline's session delivered every event twice, and the system's completion \
      handler the timeline held ran \(times(calls)) instead of once: the system expects \
      it once. \(viaService
        ? "Look at what the timeline does when its service says the session is done."
        : sessionReportsToTheScreen)
      """)
    #expect(
      controller.backgroundEventsCompletionHandler == nil,
      calls > 0
        ? """
        The timeline still holds its backgroundEventsCompletionHandler after calling it, \
        so it could run again. A handler that has run is used up.
        """
        : "The timeline still holds its backgroundEventsCompletionHandler, never called.")
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
      The timeline's service had a new delegate, which heard \(spy.finishedEvents) \
      when the session delivered every event: see the first test of this step.
      """)
    #expect(
      calls == 0,
      """
      The timeline ran its completion handler although its service's delegate was \
      somebody else: the news reached it by another way (a closure, a notification). \
      A screen hears from its service only as its delegate.
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
      The system woke the app for the timeline's session, and the timeline was given \
      no completion handler: someone else keeps it, who cannot know when the \
      timeline's session is done. Look at what TimelineAppDelegate does with the \
      handler the system gives it.
      """)

    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)

    #expect(
      calls == 1,
      """
      The timeline's session delivered everything, and the system's completion handler \
      ran \(times(calls)) instead of once. Look at who holds it, and who calls it when \
      the service says the session is done.
      """)
  }

  @Test("A background wake before anyone pulls reaches the timeline")
  func wakeBeforeAnyPull() {
    // The system launches the app in the background because the timeline's session has
    // news: nobody has pulled, and nobody will.
    let qwinkle = LaunchedQwinkle(on: network)
    var calls = 0
    qwinkle.application.handleEventsForBackgroundSession(
      identifier: TimelineViewController.sessionIdentifier
    ) { calls += 1 }

    let delivered = network.finishEvents(
      forSessionIdentifier: TimelineViewController.sessionIdentifier)

    #expect(
      delivered,
      """
      The system woke the app for the timeline's session before anyone pulled, and no \
      session named "\(TimelineViewController.sessionIdentifier)" existed: its events had \
      nobody to tell. The session must be there from the moment the screen is. Look at \
      when the timeline's service makes its session.
      """)
    #expect(
      calls == 1,
      """
      After a background wake with no pull, the system's completion handler ran \
      \(times(calls)) instead of once, so the system would wait in vain. Look at when \
      the timeline's session comes to exist, and at who gets the handler.
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
        "A connected DownloadService made no session named by its identifier: see step 1.")

      #expect(
        spy.finishedEvents == [TimelineViewController.sessionIdentifier],
        """
        The service's session delivered every event, and its delegate heard \
        \(spy.finishedEvents): see the first test of this step.
        """)
      #expect(
        appCalls == 0,
        """
        A DownloadService whose session finished ran the completion handler that the \
        running app's delegate was given for another screen: the service reaches for \
        the application. A service tells its delegate and nobody else. Look at what \
        DownloadService does when its session has delivered every event.
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
        app's delegate holds for its own timeline: the screen reaches for the \
        application (by name, through a protocol, or up the responder chain). A screen \
        may run only the handler it was handed. Look at what the timeline does when its \
        service says the session is done.
        """)
      #expect(
        appDelegate.timelineViewController.backgroundEventsCompletionHandler != nil,
        """
        The running app's timeline lost its completion handler although its own session \
        has not finished: another screen used it.
        """)
    }
  }
}
