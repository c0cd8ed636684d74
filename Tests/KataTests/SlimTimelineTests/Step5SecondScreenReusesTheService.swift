import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

@Suite("5. The private messages screen reuses the same DownloadService")
@MainActor
struct Step5 {
  let network = FakeDownloadNetwork()

  @Test("Pulling private messages downloads through the screen's own DownloadService")
  func messagesUseAService() throws {
    let controller = makeMessages(network: network)

    controller.refreshControl.pull()

    let session = try #require(
      network.sessions.first,
      """
      Pulling private messages created no download session: refresh(_:) should call start() \
      on the screen's DownloadService.
      """)
    #expect(
      session.delegate !== controller,
      """
      The messages session's delegate is still PrivateMessagesViewController. Give this \
      screen a DownloadService, as you did for the timeline, and delete its copy of the \
      session delegate code.
      """)
    let service = try #require(
      downloadServices(ownedBy: controller).first,
      """
      PrivateMessagesViewController has no stored property holding a DownloadService. Make \
      one in init with the network, its sessionIdentifier and its messagesURL.
      """)
    #expect(
      session.delegate === service,
      """
      The messages session should report to the screen's own DownloadService, but its \
      delegate is \(className(of: session.delegate)).
      """)
    #expect(
      service.delegate === controller,
      """
      The messages screen's DownloadService should have PrivateMessagesViewController as \
      its delegate, but has \(className(of: service.delegate)). Make the screen a \
      DownloadServiceDelegate and its service's delegate, as the timeline is.
      """)
    let downloading = network.isDownloading(PrivateMessagesViewController.messagesURL)
    #expect(
      session.configuration.identifier == PrivateMessagesViewController.sessionIdentifier
        && downloading,
      """
      The messages screen should download PrivateMessagesViewController.messagesURL in a \
      session named "\(PrivateMessagesViewController.sessionIdentifier)", but its session \
      is named "\(session.configuration.identifier)" and \(downloading ? "is" : "is not") \
      downloading messagesURL. Make its DownloadService with the screen's sessionIdentifier \
      and messagesURL.
      """)
  }

  @Test("A messages screen let go of in the middle of a download is freed")
  func messagesFreedMidDownload() {
    weak var weakMessages: PrivateMessagesViewController?
    do {
      let messages = makeMessages(network: network)
      messages.refreshControl.pull()
      weakMessages = messages
    }

    #expect(
      weakMessages == nil,
      """
      The messages screen is still alive after everyone let go of it: something holds it \
      strongly. Like the timeline (step 3), it must be no session's delegate, and its \
      DownloadService must not keep it alive: nothing the service keeps (its delegate, a \
      closure that captures self strongly) may hold the screen.
      """)

    // The download finishes after its screen has gone: this must crash nothing.
    network.completeDownload(of: PrivateMessagesViewController.messagesURL, with: "too late")
  }

  @Test("Neither screen keeps a network or a session of its own")
  func noScreenHoldsATransport() {
    let timeline = makeTimeline(network: network)
    let messages = makeMessages(network: network)

    timeline.refreshControl.pull()
    messages.refreshControl.pull()

    let transports = transportProperties(of: messages)
    #expect(
      transports.isEmpty,
      """
      PrivateMessagesViewController still stores \(transports.joined(separator: " and ")). \
      Like the timeline, it should hold only its DownloadService.
      """)
    #expect(
      transportProperties(of: timeline).isEmpty,
      """
      TimelineViewController should still hold no network and no session (see step 1), \
      but it stores \(transportProperties(of: timeline).joined(separator: " and ")).
      """)
  }

  @Test("Both screens downloading at once each get only their own result")
  func eachScreenGetsItsOwnResult() throws {
    let timeline = makeTimeline(network: network)
    let messages = makeMessages(network: network)
    timeline.refreshControl.pull()
    messages.refreshControl.pull()

    try #require(
      network.completeDownload(of: PrivateMessagesViewController.messagesURL, with: "ana: lunch?"),
      "Pulling private messages started no download of PrivateMessagesViewController.messagesURL.")

    #expect(
      messages.messages == ["ana: lunch?"] && !messages.refreshControl.isRefreshing,
      """
      The messages screen should show the downloaded message and stop its spinner when its \
      service tells it the download finished, but it shows \(messages.messages) and its \
      spinner is \(messages.refreshControl.isRefreshing ? "still turning" : "stopped"). \
      Look at PrivateMessagesViewController's downloadService(_:didFinishDownloading:to:\
      error:).
      """)
    #expect(
      timeline.posts.isEmpty && timeline.refreshControl.isRefreshing,
      """
      The timeline reacted to the messages download (it shows \(timeline.posts), its spinner \
      \(timeline.refreshControl.isRefreshing ? "still turning" : "stopped")). Each screen \
      owns its own DownloadService, and each service tells only its own delegate.
      """)

    try #require(
      network.completeDownload(of: TimelineViewController.timelineURL, with: "bo: hi"),
      "Pulling the timeline started no download of TimelineViewController.timelineURL.")

    #expect(
      timeline.posts == ["bo: hi"] && messages.messages == ["ana: lunch?"],
      """
      Each screen should end up showing only what was downloaded for it, but the timeline \
      shows \(timeline.posts) and the messages screen \(messages.messages).
      """)
  }

  @Test("The app delegate hands each session's completion handler to the screen that owns it")
  func appDelegateRoutesHandlers() {
    let application = Application()
    let appDelegate = TimelineAppDelegate(network: network)
    application.delegate = appDelegate
    application.finishLaunching()
    let messages = appDelegate.privateMessagesViewController
    _ = messages.view
    messages.refreshControl.pull()
    appDelegate.timelineViewController.refreshControl.pull()
    var calls = 0

    application.handleEventsForBackgroundSession(
      identifier: PrivateMessagesViewController.sessionIdentifier
    ) { calls += 1 }
    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)

    #expect(
      calls == 0,
      """
      The completion handler for the messages session ran when the timeline's session \
      finished, before the messages had arrived. The app delegate should give each \
      handler only to the screen whose session it is for (switch on the identifier).
      """)

    network.finishEvents(forSessionIdentifier: PrivateMessagesViewController.sessionIdentifier)

    #expect(
      calls == 1,
      """
      The completion handler for the messages session ran \(calls) times instead of once. \
      The app delegate should give it to privateMessagesViewController (switch on the \
      session identifier), and that screen should call it when its service says so.
      """)
    #expect(
      appDelegate.timelineViewController.backgroundEventsCompletionHandler == nil,
      """
      The timeline was given the messages session's completion handler. In \
      TimelineAppDelegate's application(_:handleEventsForBackgroundSession:\
      completionHandler:), hand each handler only to the screen whose session it is for.
      """)
  }

  @Test("A background wake before anyone pulls reaches the messages screen")
  func wakeBeforeAnyPull() {
    let application = Application()
    let appDelegate = TimelineAppDelegate(network: network)
    application.delegate = appDelegate
    application.finishLaunching()
    var calls = 0
    application.handleEventsForBackgroundSession(
      identifier: PrivateMessagesViewController.sessionIdentifier
    ) { calls += 1 }

    let delivered = network.finishEvents(
      forSessionIdentifier: PrivateMessagesViewController.sessionIdentifier)

    #expect(
      delivered && calls == 1,
      """
      The system woke the app for the messages session before anyone pulled, and its \
      completion handler ran \(calls) times instead of once\
      \(delivered ? "" : " (no session of that name existed)"). Like the timeline, the \
      messages screen should connect its DownloadService in init, and call its handler \
      when the service says every event was delivered.
      """)
  }

  @Test("With the app running, the messages screen runs no handler but its own")
  func messagesReachForNoApplication() throws {
    try whileTheAppRuns { appDelegate in
      // The running app was woken for the messages session: that handler belongs to
      // the app delegate's messages screen, whose session has not finished.
      var appCalls = 0
      Application.shared.handleEventsForBackgroundSession(
        identifier: PrivateMessagesViewController.sessionIdentifier
      ) { appCalls += 1 }

      // A second messages screen on show, which nobody handed a handler, sees its own
      // session finish.
      let messages = makeMessages(network: network)
      try whileOnShow(messages) {
        messages.refreshControl.pull()
        try #require(
          network.finishEvents(
            forSessionIdentifier: PrivateMessagesViewController.sessionIdentifier),
          "Pulling private messages created no session named by the screen's identifier.")
      }

      #expect(
        appCalls == 0,
        """
        A messages screen that was handed no completion handler ran the one that the \
        running app's delegate holds for its own messages screen. The screen should call \
        only its own backgroundEventsCompletionHandler, and do nothing when it has none: \
        no Application.shared, no app delegate, not up the responder chain.
        """)
      #expect(
        appDelegate.privateMessagesViewController.backgroundEventsCompletionHandler != nil,
        """
        The running app's messages screen lost its completion handler although its own \
        session has not finished. Only the screen whose session finished should use one.
        """)
    }
  }
}
