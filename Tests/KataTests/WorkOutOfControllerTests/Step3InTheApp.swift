import HeadlessKit
import Testing

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

/// Step 3 in the app: the app delegate registers the handlers, and the
/// screens reach the server only through the app's bus.
extension Step3 {
  @Test("The app delegate registers the handlers on its bus as it is made")
  func handlersRegistered() {
    let appDelegate = AppDelegate(transport: FakeTransport(), scheduler: scheduler)
    let bus = appDelegate.bus

    let forLogin = bus.handler(for: LoginCommand(username: "a", password: "b"))
    let forFeed = bus.handler(for: FeedCommand())
    let forEverything = bus.handler(for: RefreshEverythingCommand())
    #expect(
      forLogin is NetworkHandler && forFeed is NetworkHandler,
      """
      Right after the app delegate was made, its bus gave \(name(of: forLogin)) for a \
      login and \(name(of: forFeed)) for the feed, instead of a NetworkHandler for both: \
      the first tap would find no one to do the work. Look at AppDelegate's init. \
      (Step 1 must pass too.)
      """)
    #expect(
      forEverything is RefreshEverythingHandler,
      """
      Right after the app delegate was made, its bus gave \(name(of: forEverything)) for \
      refresh everything instead of a RefreshEverythingHandler. Look at AppDelegate's init.
      """)
  }

  @Test("In the app, logging in goes through the app's bus and shows the session")
  func logIn() async {
    let scene = AppScene()
    scene.transport.script("/login", .respond(200, sessionJSON))
    scene.login.usernameField.insertText("ana")
    scene.login.passwordField.insertText("sesame")

    scene.login.loginButton.tap()
    await scene.scheduler.runUntilIdle()

    let sent = scene.recorder.commands.first as? LoginCommand
    #expect(
      scene.recorder.commandNames == ["LoginCommand"] && sent?.username == "ana"
        && sent?.password == "sesame",
      """
      For one login, the app's bus carried \(scene.recorder.commandNames) and the server \
      got \(scene.transport.requests): the login should go through the bus the app \
      delegate was given, as one LoginCommand, and reach the server in no other way. \
      Look at what the login screen is given, and what it sends.
      """)
    #expect(
      scene.spareScheduler.pendingWorkCount == 0,
      """
      Work was put on the scheduler the app delegate was handed along with a bus. With \
      a bus handed in, that scheduler is not for use: the bus schedules all the work. \
      Look at what AppDelegate's init hands the screens.
      """)
    #expect(
      scene.login.messageLabel.text == "Welcome, ana!",
      """
      The server accepted the login, and the screen shows \
      "\(scene.login.messageLabel.text)" instead of "Welcome, ana!". Look at what the \
      login screen does with the result it gets back.
      """)
  }

  @Test("In the app, a wrong password, no network or a server error: the screen shows it")
  func loginFailures() async {
    for (reply, shown) in [
      (FakeTransport.Reply.respond(401, ""), "Wrong username or password."),
      (.fail, "offline"), (.respond(500, ""), "server(status: 500)"),
    ] {
      let scene = AppScene()
      scene.transport.script("/login", reply)

      scene.login.loginButton.tap()
      await scene.scheduler.runUntilIdle()

      #expect(
        scene.login.messageLabel.text == "Could not log in: \(shown)"
          && scene.transport.requestCount(for: "/login") == 1,
        """
        The server answered \(reply), and the login screen shows \
        "\(scene.login.messageLabel.text)" after \
        \(counted(scene.transport.requestCount(for: "/login"), "request")), instead of "Could \
        not log \
        in: \(shown)" after one. Look at how LoginCommand reads the answer, and how the \
        screen shows a failure.
        """)
    }
  }

  @Test("In the app, refreshing the feed: a FeedCommand's videos, parsed, on screen")
  func refreshFeed() async {
    let scene = AppScene()
    scene.transport.script("/feed", .respond(200, feedJSON))

    scene.feed.refreshControl.pull()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.recorder.commandNames == ["FeedCommand"],
      """
      For one pull, the app's bus carried \(scene.recorder.commandNames) and the server \
      got \(scene.transport.requests): the refresh should go through the bus as one \
      FeedCommand, and reach the server in no other way. Look at what the feed sends.
      """)
    #expect(
      scene.spareScheduler.pendingWorkCount == 0,
      """
      Work was put on the scheduler the app delegate was handed along with a bus. With \
      a bus handed in, that scheduler is not for use: the bus schedules all the work. \
      Look at what AppDelegate's init hands the screens.
      """)
    #expect(
      scene.feed.videos.map(\.title) == ["Otters holding hands", "Bread, slowly"],
      """
      The server sent two videos, and the feed shows \(scene.feed.videos.map(\.title)). \
      Look at how FeedCommand asks for the feed and reads the answer.
      """)
    #expect(
      !scene.feed.refreshControl.isRefreshing,
      """
      The videos are in, and the feed's spinner still turns. Look at what the feed does with the \
      result.
      """
    )
  }

  @Test("In the app, a failed refresh shows the error once; the screen does not retry")
  func noRetriesInTheScreen() async {
    for (reply, shown) in [
      (FakeTransport.Reply.fail, "offline"), (.respond(503, ""), "server(status: 503)"),
    ] {
      let scene = AppScene()
      scene.transport.script("/feed", reply)

      scene.feed.refreshControl.pull()
      await scene.scheduler.runUntilIdle()

      #expect(
        scene.transport.requestCount(for: "/feed") == 1,
        """
        The server answered \(reply), and the feed asked it \
        \(times(scene.transport.requestCount(for: "/feed"))). \
        \(scene.transport.requestCount(for: "/feed") == 0
          ? "The pull never reached the server: the feed should send a FeedCommand "
            + "on the app's bus when it is pulled. Look at what the feed does on a pull."
          : "Trying again is not the screen's decision (the next kata gives it to someone "
            + "else). Look at what the feed does after a failure.")
        """)
      #expect(
        scene.feed.statusLabel.text == "Could not refresh: \(shown)",
        """
        The server answered \(reply), and the feed says "\(scene.feed.statusLabel.text)" \
        instead of "Could not refresh: \(shown)". Look at how the feed shows a failure.
        """)
      #expect(
        !scene.feed.refreshControl.isRefreshing,
        """
        The refresh failed and the feed's spinner still turns. Look at how the feed shows a failure.
        """
      )
    }
  }

  @Test("Two apps at once: each logs in through its own bus, to its own server")
  func twoApps() async {
    let first = AppScene()
    let second = AppScene()
    first.transport.script("/login", .respond(200, #"{"name":"ana","token":"t1"}"#))
    second.transport.script("/login", .respond(200, #"{"name":"bo","token":"t2"}"#))

    first.login.loginButton.tap()
    second.login.loginButton.tap()
    await second.scheduler.runUntilIdle()
    await first.scheduler.runUntilIdle()

    #expect(
      first.login.messageLabel.text == "Welcome, ana!"
        && second.login.messageLabel.text == "Welcome, bo!",
      """
      Two apps (two windows) logged in at once, each with its own server: the first \
      shows "\(first.login.messageLabel.text)" and the second \
      "\(second.login.messageLabel.text)", instead of "Welcome, ana!" and "Welcome, \
      bo!". Look for anything the two apps share.
      """)
    #expect(
      first.recorder.commandNames == ["LoginCommand"]
        && second.recorder.commandNames == ["LoginCommand"],
      """
      Each app's bus should carry its own login: the first carried \
      \(first.recorder.commandNames), the second \(second.recorder.commandNames). Look \
      for anything the two apps share.
      """)
  }
}
