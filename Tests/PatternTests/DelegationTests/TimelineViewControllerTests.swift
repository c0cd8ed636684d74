import Foundation
import HeadlessKit
import Testing

@testable import Delegation

@MainActor
@Suite("The timeline screen refreshes through its DownloadService")
struct TimelineViewControllerTests {
  private let network = FakeDownloadNetwork()

  /// A timeline screen with its view loaded, so its refresh control is wired.
  private func makeScreen() -> TimelineViewController {
    let screen = TimelineViewController(network: network)
    _ = screen.view
    return screen
  }

  @Test("The screen is its service's delegate, and the service is the session's")
  func wiring() {
    let screen = makeScreen()

    #expect(screen.downloadService.delegate === screen)
    #expect(network.sessions.count == 1)
    #expect(network.sessions.first?.delegate === screen.downloadService)
    #expect(
      network.sessions.first?.configuration.identifier == TimelineViewController.sessionIdentifier)
  }

  @Test("Pulling to refresh starts a download of the timeline")
  func pullStartsDownload() {
    let screen = makeScreen()

    screen.refreshControl.pull()

    #expect(network.isDownloading(TimelineViewController.timelineURL))
    #expect(network.sessions.count == 1)
    #expect(screen.refreshControl.isRefreshing)
  }

  @Test("The screen keeps no network and no session of its own")
  func holdsNoTransport() {
    let screen = makeScreen()
    screen.refreshControl.pull()

    #expect(transportProperties(of: screen).isEmpty)
  }

  @Test("A finished download shows the posts and stops the spinner")
  func finishedDownloadShowsPosts() {
    let screen = makeScreen()
    screen.refreshControl.pull()

    network.completeDownload(of: TimelineViewController.timelineURL, with: "ana: hi\nbo: hello\n")

    #expect(screen.posts == ["ana: hi", "bo: hello"])
    #expect(screen.postsView.subviews.count == 2)
    #expect(screen.statusLabel.text == "2 posts")
    #expect(screen.errorMessage == nil)
    #expect(!screen.refreshControl.isRefreshing)
  }

  @Test("A failed download shows the error and stops the spinner")
  func failedDownloadShowsError() {
    let screen = makeScreen()
    screen.refreshControl.pull()

    network.failDownload(of: TimelineViewController.timelineURL)

    #expect(screen.errorMessage == FakeDownloadNetwork.Failure.offline.description)
    #expect(screen.statusLabel.text.contains("offline"))
    #expect(screen.posts.isEmpty)
    #expect(!screen.refreshControl.isRefreshing)
  }

  @Test("The screen can refresh again once a refresh is over")
  func refreshAgain() {
    let screen = makeScreen()
    screen.refreshControl.pull()
    network.completeDownload(of: TimelineViewController.timelineURL, with: "old")

    screen.refreshControl.pull()
    network.completeDownload(of: TimelineViewController.timelineURL, with: "new")

    #expect(screen.posts == ["new"])
    #expect(screen.postsView.subviews.count == 1)
  }

  @Test("Releasing the screen mid-download frees it; the late download crashes nothing")
  func releasedMidDownload() {
    weak var weakScreen: TimelineViewController?
    do {
      let screen = makeScreen()
      screen.refreshControl.pull()
      weakScreen = screen
    }

    #expect(weakScreen == nil)
    #expect(network.completeDownload(of: TimelineViewController.timelineURL, with: "late"))
  }

  @Test("The background completion handler is called once, then forgotten")
  func completionHandlerCalledOnce() {
    let screen = makeScreen()
    var calls = 0
    screen.backgroundEventsCompletionHandler = { calls += 1 }

    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)
    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)

    #expect(calls == 1)
    #expect(screen.backgroundEventsCompletionHandler == nil)
  }
}
