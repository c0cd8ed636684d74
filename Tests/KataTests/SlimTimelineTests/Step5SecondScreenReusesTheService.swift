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
}

/// Where to look when a messages screen that owns its service outlives it.
private let heldFromBelow = """
  Something holds it strongly, as step 3 found for the timeline. Look at what the \
  messages screen hands its service, and at anything that refers to the screen from \
  below.
  """
