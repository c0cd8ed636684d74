import Foundation
import HeadlessKit
import Testing

@testable import Delegation

@MainActor
@Suite("Two screens share the DownloadService, and neither knows the other")
struct ReuseTests {
  private let network = FakeDownloadNetwork()

  @Test("The private messages screen downloads through its own DownloadService")
  func messagesUseTheService() {
    let messages = PrivateMessagesViewController(network: network)
    _ = messages.view

    messages.refreshControl.pull()

    let session = network.sessions.first
    #expect(session?.delegate === messages.downloadService)
    #expect(session?.configuration.identifier == PrivateMessagesViewController.sessionIdentifier)
    #expect(messages.downloadService.delegate === messages)
    #expect(network.isDownloading(PrivateMessagesViewController.messagesURL))
    #expect(transportProperties(of: messages).isEmpty)
  }

  @Test("Both screens downloading at once each get only their own result")
  func twoScreensAtOnce() {
    let timeline = TimelineViewController(network: network)
    let messages = PrivateMessagesViewController(network: network)
    _ = (timeline.view, messages.view)
    timeline.refreshControl.pull()
    messages.refreshControl.pull()

    network.completeDownload(of: PrivateMessagesViewController.messagesURL, with: "ana: lunch?")
    #expect(!messages.refreshControl.isRefreshing)
    #expect(timeline.refreshControl.isRefreshing)

    network.completeDownload(of: TimelineViewController.timelineURL, with: "bo: hi\ncy: yo")

    #expect(messages.messages == ["ana: lunch?"])
    #expect(timeline.posts == ["bo: hi", "cy: yo"])
    #expect(!timeline.refreshControl.isRefreshing)
    #expect(network.sessions.count == 2)
  }

  @Test("A failure on one screen leaves the other alone")
  func failureStaysOnItsScreen() {
    let timeline = TimelineViewController(network: network)
    let messages = PrivateMessagesViewController(network: network)
    _ = (timeline.view, messages.view)
    timeline.refreshControl.pull()
    messages.refreshControl.pull()

    network.failDownload(of: PrivateMessagesViewController.messagesURL)

    #expect(messages.errorMessage != nil)
    #expect(timeline.errorMessage == nil)
    #expect(timeline.refreshControl.isRefreshing)
  }
}
