import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 4 with two apps (two windows, two app delegates) in one process:
/// nothing one app keeps, asks or answers reaches the other.
extension Step4 {
  @Test("Two apps at once: each asks for its own login, and sends only its own commands")
  func twoApps() async {
    let first = AppScene()
    let second = AppScene()
    first.transport.script("/feed", .respond(200, feedJSON("First")))
    second.transport.script("/feed", .respond(200, feedJSON("Second")))

    first.feed.refreshControl.pull()
    second.feed.refreshControl.pull()
    await first.scheduler.runUntilIdle()
    await second.scheduler.runUntilIdle()
    second.appDelegate.credentials.token = "t2"
    second.appDelegate.loginScreenDidLogIn()
    await second.scheduler.runUntilIdle()
    let resentInFirst = first.scheduler.pendingWorkCount
    await first.scheduler.runUntilIdle()

    #expect(
      first.interstitials.presented == [.login] && second.interstitials.presented == [.login],
      """
      Two apps (two windows) refreshed with nobody logged in; the first presented \
      \(first.interstitials.presented) and the second \(second.interstitials.presented), \
      instead of a login screen each. Look for anything the two apps share.
      """)
    #expect(
      resentInFirst == 0,
      """
      Only the second app's user logged in, and the first app, whose user had not, then \
      sent \(resentInFirst) of its waiting commands again: a login in one app reached \
      the commands waiting in the other. Look for anything the two apps share.
      """)
    #expect(
      first.feed.videos.isEmpty && first.interstitials.onScreen == [.login]
        && second.feed.videos.map(\.title) == ["Second"],
      """
      Only the second app's user logged in. Then the first app's feed shows \
      \(first.feed.videos.map(\.title)) with \(first.interstitials.onScreen) on screen, \
      and the second's \(second.feed.videos.map(\.title)), instead of the first still \
      waiting for its login and the second showing its own video. Look for anything the \
      two apps share.
      """)
  }

  @Test("Two apps at once, both offline: the answer to one app's prompt stays in that app")
  func twoAppsOffline() async {
    let answers: [(String, @MainActor (AppDelegate) -> Void)] = [
      ("Retry", { $0.networkPromptDidChooseRetry() }),
      ("Cancel", { $0.networkPromptDidChooseCancel() }),
    ]
    for (answer, choose) in answers {
      let first = AppScene()
      let second = AppScene()
      for app in [first, second] {
        app.appDelegate.credentials.token = "t1"
        app.transport.script("/feed", .fail, .respond(200, feedJSON("Back")))
        app.feed.refreshControl.pull()
        await app.scheduler.runUntilIdle()
      }

      choose(second.appDelegate)
      await second.scheduler.runUntilIdle()
      await first.scheduler.runUntilIdle()

      let feed = first.feed
      let stopped = feed.refreshControl.isRefreshing ? "" : " with its spinner stopped"
      let requests = first.transport.requestCount(for: "/feed")
      #expect(
        first.interstitials.onScreen == [.networkError] && feed.refreshControl.isRefreshing
          && feed.statusLabel.text == "Refreshing..." && requests == 1,
        """
        Two apps found no network, and only the second app's user chose \(answer) on its \
        prompt. Then the first app shows \(first.interstitials.onScreen), its feed says \
        "\(feed.statusLabel.text)"\(stopped), and it had sent \(requests) feed requests, \
        instead of its own prompt still up over a feed still refreshing, after one \
        request: the answer in one app reached the other. Look for anything the two apps \
        share.
        """)

      first.appDelegate.networkPromptDidChooseRetry()
      await first.scheduler.runUntilIdle()
      #expect(
        feed.videos.map(\.title) == ["Back"] && first.interstitials.onScreen.isEmpty,
        """
        After the second app's \(answer), the first app's user chose Retry on its own \
        prompt, with the network back. Then its feed shows \(feed.videos.map(\.title)) \
        with \(first.interstitials.onScreen) on screen, instead of its video and no \
        prompt. Look for anything the two apps share.
        """)
    }
  }
}
