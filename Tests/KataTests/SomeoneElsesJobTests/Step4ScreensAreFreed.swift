import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 4's lifetimes, and two apps at once: a screen is kept alive by
/// nothing it heard, and nothing one app keeps reaches the other.
extension Step4 {
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
      The app was let go of while both screens' commands waited for a login, and the \
      \(alive.compactMap { $0 }.joined(separator: " and ")) stayed alive: the login \
      listener keeps each waiting command with what it hands its result to. Look at \
      what each screen hands the bus with its command.
      """)
  }

  @Test("Screens are freed after every way a refresh can end")
  func freedAfterEveryEnding() async {
    let endings: [(String, @MainActor (AppScene) async -> Void)] = [
      ("the login was cancelled", { $0.appDelegate.loginScreenDidCancel() }),
      (
        "the user logged in",
        { app in
          app.appDelegate.credentials.token = "t1"
          app.appDelegate.loginScreenDidLogIn()
        }
      ),
    ]
    for (ending, end) in endings {
      weak var weakFeed: FeedViewController?
      weak var weakInbox: InboxViewController?
      do {
        let app = AppScene()
        app.transport.script("/feed", .respond(200, feedJSON("Otters")))
        app.transport.script("/inbox", .respond(200, "not a list of messages"))
        weakFeed = app.feed
        weakInbox = app.inbox
        app.feed.refreshControl.pull()
        app.inbox.refreshControl.pull()
        await app.scheduler.runUntilIdle()
        await end(app)
        await app.scheduler.runUntilIdle()
      }

      let alive = [weakFeed == nil ? nil : "feed", weakInbox == nil ? nil : "inbox"]
      #expect(
        weakFeed == nil && weakInbox == nil,
        """
        Both screens refreshed (the server's inbox cannot be read) and \(ending); then \
        the app was let go of, and the \
        \(alive.compactMap { $0 }.joined(separator: " and ")) stayed alive: something it \
        keeps after showing what it heard holds the screen itself. Look at what the \
        screen keeps when it shows a result or a failure.
        """)
    }
  }

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
    await first.scheduler.runUntilIdle()

    #expect(
      first.interstitials.presented == [.login] && second.interstitials.presented == [.login],
      """
      Two apps (two windows) refreshed with nobody logged in; the first presented \
      \(first.interstitials.presented) and the second \(second.interstitials.presented), \
      instead of a login screen each. Look for anything the two apps share.
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
}
