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
      Pulling private messages created no download session, so nothing was checked. \
      Look at what the messages screen's refresh action does.
      """)
    #expect(
      session.delegate !== controller,
      """
      The messages session reports to PrivateMessagesViewController itself: the screen \
      still does its own networking, a copy of what the timeline used to do. Look at \
      who makes the messages session.
      """)
    let service = try #require(
      downloadServices(ownedBy: controller).first,
      """
      PrivateMessagesViewController keeps no DownloadService of its own: the second \
      screen does not reuse the service the timeline uses. Look at what it stores.
      """)
    #expect(
      session.delegate === service,
      """
      The messages session reports to \(className(of: session.delegate)), not to the \
      DownloadService the messages screen owns.
      """)
    #expect(
      service.delegate === controller,
      """
      The messages screen's DownloadService reports to \
      \(className(of: service.delegate)), not to the messages screen, which so never \
      hears how its checks went.
      """)
    let downloading = network.isDownloading(PrivateMessagesViewController.messagesURL)
    #expect(
      session.configuration.identifier == PrivateMessagesViewController.sessionIdentifier
        && downloading,
      """
      The messages screen's session is named "\(session.configuration.identifier)" and \
      \(downloading ? "is" : "is not") downloading messagesURL; it should download \
      PrivateMessagesViewController.messagesURL in a session named \
      "\(PrivateMessagesViewController.sessionIdentifier)". Look at what the messages \
      screen gives its service.
      """)
  }

  @Test("The messages download is started by the download service, not by the screen")
  func serviceStartsTheMessagesDownload() throws {
    let controller = makeMessages(network: network)

    controller.refreshControl.pull()

    let task = try #require(
      network.runningTasks.first,
      "Pulling private messages started no download: see the first test of this step.")
    #expect(
      startsInTheServiceModule(task),
      """
      The messages download was started by code in \(task.startedIn ?? "nowhere"), \
      outside the download service's module: the screen starts tasks on the service's \
      session itself. Only the service should touch sessions and tasks. Look at what \
      the messages screen's refresh action does.
      """)
  }

  @Test("A messages screen let go of in the middle of a download is freed")
  func messagesFreedMidDownload() {
    weak var weakMessages: PrivateMessagesViewController?
    var viaService = false
    do {
      let messages = makeMessages(network: network)
      messages.refreshControl.pull()
      viaService = lastSessionReportsToAService(on: network)
      weakMessages = messages
    }

    #expect(
      weakMessages == nil,
      """
      A messages screen closed in the middle of a check is still alive after everyone \
      let go of it. \(viaService ? heldFromBelow : sessionReportsToTheScreen)
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
      PrivateMessagesViewController still stores \(transports.joined(separator: " and ")): \
      the screen can still do networking of its own. Like the timeline, it should hold \
      only its DownloadService.
      """)
    #expect(
      transportProperties(of: timeline).isEmpty,
      """
      TimelineViewController stores \
      \(transportProperties(of: timeline).joined(separator: " and ")) again: see step 1.
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
      The messages download finished; the messages screen shows \(messages.messages) \
      and its spinner is \(messages.refreshControl.isRefreshing ? "still turning" : "stopped"). \
      It should show the downloaded message and stop its spinner. Look at what the \
      messages screen does when its service says a download is over.
      """)
    #expect(
      timeline.posts.isEmpty && timeline.refreshControl.isRefreshing,
      """
      The timeline reacted to the messages download (it shows \(timeline.posts), its \
      spinner \(timeline.refreshControl.isRefreshing ? "still turning" : "stopped")): news \
      for one screen reached the other. Each screen should hear only of its own \
      downloads.
      """)

    try #require(
      network.completeDownload(of: TimelineViewController.timelineURL, with: "bo: hi"),
      "Pulling the timeline started no download of TimelineViewController.timelineURL.")

    #expect(
      timeline.posts == ["bo: hi"] && messages.messages == ["ana: lunch?"],
      """
      Each screen should end up showing what was downloaded for it; the timeline \
      shows \(timeline.posts) and the messages screen \(messages.messages).
      """)
  }
}

/// Where to look when a messages screen that owns its service outlives it.
private let heldFromBelow = """
  Something holds it strongly, as step 3 found for the timeline. Look at what the \
  messages screen hands its service, and at anything that refers to the screen from \
  below.
  """
