import Foundation
import HeadlessKit
import Testing

@testable import SlimTimeline

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
      session.delegate === service && service.delegate === controller,
      """
      The messages session should report to the screen's DownloadService, and that service \
      to PrivateMessagesViewController (its delegate).
      """)
    #expect(
      session.configuration.identifier == PrivateMessagesViewController.sessionIdentifier
        && network.isDownloading(PrivateMessagesViewController.messagesURL),
      """
      The messages screen should download PrivateMessagesViewController.messagesURL in a \
      session named PrivateMessagesViewController.sessionIdentifier.
      """)
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
      "TimelineViewController should still hold no network and no session (see step 1).")
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
      service tells it the download finished.
      """)
    #expect(
      timeline.posts.isEmpty && timeline.refreshControl.isRefreshing,
      """
      The timeline reacted to the messages download. Each screen owns its own \
      DownloadService, and each service tells only its own delegate.
      """)

    try #require(
      network.completeDownload(of: TimelineViewController.timelineURL, with: "bo: hi"),
      "Pulling the timeline started no download of TimelineViewController.timelineURL.")

    #expect(
      timeline.posts == ["bo: hi"] && messages.messages == ["ana: lunch?"],
      "Each screen should end up showing only what was downloaded for it.")
  }

  @Test("The app delegate hands each session's completion handler to the screen that owns it")
  func appDelegateRoutesHandlers() {
    let application = Application()
    let appDelegate = TimelineAppDelegate(network: network)
    application.delegate = appDelegate
    let messages = appDelegate.privateMessagesViewController
    _ = messages.view
    messages.refreshControl.pull()
    var calls = 0

    application.handleEventsForBackgroundSession(
      identifier: PrivateMessagesViewController.sessionIdentifier
    ) { calls += 1 }
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
      "The messages session's completion handler should not be given to the timeline.")
  }
}
