import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

@Suite("4. The screens keep only their happy path")
@MainActor
struct Step4 {
  let scene = AppScene()

  @Test("Both screens need a login: one login screen, then both show their data")
  func oneLoginForBothScreens() async {
    scene.transport.script("/feed", .respond(200, feedJSON("Otters")))
    scene.transport.script("/inbox", .respond(200, inboxJSON))

    scene.feed.refreshControl.pull()
    scene.inbox.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    #expect(
      scene.interstitials.presented == [.login],
      """
      Two screens needed a login and the app presented \(scene.interstitials.presented). \
      In AppDelegate, add a LoginNeededListener (and a NetworkErrorListener) to the bus, \
      sharing one InterstitialQueue, and pass the login screen's buttons to it.
      """)

    scene.appDelegate.credentials.token = "t1"
    scene.appDelegate.loginScreenDidLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.feed.videos.map(\.title) == ["Otters"] && scene.inbox.messages.count == 1,
      "After the login, both screens should show their data, from their own commands.")
    #expect(scene.interstitials.onScreen.isEmpty, "The login screen should be gone.")
  }

  @Test("Offline: one prompt; Retry brings the feed, and the screen never showed an error")
  func retryFromThePrompt() async {
    scene.appDelegate.credentials.token = "t1"
    scene.transport.script("/feed", .fail, .respond(200, feedJSON("Otters")))

    scene.feed.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    #expect(
      scene.feed.statusLabel.text == "Refreshing...",
      """
      The feed says "\(scene.feed.statusLabel.text)" while the prompt is up: the \
      listener, not the screen, deals with the failure.
      """)
    scene.appDelegate.networkPromptDidChooseRetry()
    await scene.scheduler.runUntilIdle()

    #expect(scene.feed.videos.count == 1, "After Retry, the feed should show the video.")
  }

  @Test("A network prompt and a login: never two interstitials on screen at once")
  func oneAtATime() async {
    scene.appDelegate.credentials.token = "t1"
    scene.transport.script("/feed", .fail, .respond(200, feedJSON("Otters")))
    scene.transport.script("/inbox", .respond(401, ""), .respond(200, inboxJSON))

    scene.feed.refreshControl.pull()
    scene.inbox.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    scene.appDelegate.networkPromptDidChooseRetry()
    await scene.scheduler.runUntilIdle()
    scene.appDelegate.credentials.token = "t2"
    scene.appDelegate.loginScreenDidLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.interstitials.mostOnScreenAtOnce == 1,
      """
      At one point \(scene.interstitials.mostOnScreenAtOnce) interstitials were on screen \
      together. Both listeners should show theirs through the same InterstitialQueue.
      """)
    #expect(
      scene.feed.videos.count == 1 && scene.inbox.messages.count == 1,
      "Once the prompt and the login are dealt with, both screens show their data.")
  }

  @Test("Cancel on the login screen: each screen shows its failure, and no login comes back")
  func loginCancelled() async {
    scene.feed.refreshControl.pull()
    scene.inbox.refreshControl.pull()
    await scene.scheduler.runUntilIdle()

    // The user closes the login screen; it takes a moment to go.
    scene.interstitials.dismissalsFinishAtOnce = false
    scene.appDelegate.loginScreenDidCancel()
    scene.interstitials.finishDismissals()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.interstitials.presented == [.login] && scene.interstitials.onScreen.isEmpty,
      """
      After Cancel the app presented \(scene.interstitials.presented) and shows \
      \(scene.interstitials.onScreen). Once the listener gives up, a screen hears \
      .loginNeeded like any failure: if the screen still has a login branch (even one that \
      goes through a helper), it asks for a login again. Delete it; keep show(error).
      """)
    let screens = [
      ("feed", scene.feed.refreshControl, scene.feed.statusLabel),
      ("inbox", scene.inbox.refreshControl, scene.inbox.statusLabel),
    ]
    for (name, spinner, status) in screens {
      #expect(
        !spinner.isRefreshing && status.text.hasPrefix("Could not refresh"),
        """
        After Cancel, the \(name) says "\(status.text)"\
        \(spinner.isRefreshing ? " and its spinner still turns" : ""). The failure reaches \
        the screen once the login screen has gone, with no further call from the app \
        delegate: the screen's completion alone should show it, with show(error).
        """)
    }
  }

  @Test("Cancel on the network prompt: the spinner stops, and no prompt comes back")
  func networkCancelled() async {
    scene.appDelegate.credentials.token = "t1"
    scene.transport.script("/feed", .fail)

    scene.feed.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    scene.interstitials.dismissalsFinishAtOnce = false
    scene.appDelegate.networkPromptDidChooseCancel()
    scene.interstitials.finishDismissals()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.interstitials.presented == [.networkError] && scene.interstitials.onScreen.isEmpty,
      """
      After Cancel the app presented \(scene.interstitials.presented) and shows \
      \(scene.interstitials.onScreen). The feed hears .offline once the prompt has gone: \
      an offline branch left in the screen asks again. Delete it; keep show(error).
      """)
    #expect(
      !scene.feed.refreshControl.isRefreshing
        && scene.feed.statusLabel.text.hasPrefix("Could not refresh"),
      """
      After Cancel, the feed says "\(scene.feed.statusLabel.text)"\
      \(scene.feed.refreshControl.isRefreshing ? " and its spinner still turns" : ""). Its \
      completion should show the failure it hears, with show(error), as for any error.
      """)
  }

  @Test("An answer no listener takes reaches the screen as a plain failure")
  func unreadableAnswer() async {
    scene.appDelegate.credentials.token = "t1"
    scene.transport.script("/inbox", .respond(200, "not a list of messages"))

    scene.inbox.refreshControl.pull()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.interstitials.presented.isEmpty && !scene.inbox.refreshControl.isRefreshing
        && scene.inbox.statusLabel.text.hasPrefix("Could not refresh"),
      """
      An unreadable answer is no listener's business: the inbox should stop its spinner \
      and show the failure; it says "\(scene.inbox.statusLabel.text)" and the app \
      presented \(scene.interstitials.presented).
      """)
  }

  @Test("After a login, only the screen whose command needed it sends again")
  func onlyTheScreenThatAsked() async {
    scene.transport.script("/feed", .respond(200, feedJSON("Otters")))
    scene.transport.script("/inbox", .respond(200, inboxJSON))

    scene.feed.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    scene.appDelegate.credentials.token = "t1"
    scene.appDelegate.loginScreenDidLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.transport.requests.map(\.path) == ["/feed"],
      """
      Only the feed needed a login, yet the app sent \(scene.transport.requests). The \
      listener re-sends the commands that waited, each to its own screen; the app \
      delegate refreshes nobody.
      """)
    #expect(
      scene.feed.videos.map(\.title) == ["Otters"] && scene.inbox.messages.isEmpty,
      "The feed should show its video; the inbox, which asked for nothing, nothing.")
  }

  @Test("Screens the app lets go of are freed, even while their commands wait for a login")
  func screensAreFreed() async {
    weak var weakFeed: FeedViewController?
    weak var weakInbox: InboxViewController?
    do {
      let app = AppScene()
      weakFeed = app.feed
      weakInbox = app.inbox
      app.feed.refreshControl.pull()
      app.inbox.refreshControl.pull()
      await app.scheduler.runUntilIdle()
    }

    let alive = [weakFeed == nil ? nil : "feed", weakInbox == nil ? nil : "inbox"]
    #expect(
      weakFeed == nil && weakInbox == nil,
      """
      The \(alive.compactMap { $0 }.joined(separator: " and ")) outlived the app. The \
      login listener keeps each waiting command, and with it the command's completion: \
      a completion that captures its screen strongly keeps the screen alive. Capture \
      it with [weak self].
      """)
  }
}
