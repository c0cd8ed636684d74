import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 4's lifetimes: a screen is kept alive by nothing it heard.
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
}
