import HeadlessKit
import Testing

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

@Suite("3. The login and feed screens only build commands and show results")
@MainActor
struct Step3 {
  let scheduler = ProbeScheduler()

  @Test("Given only a bus, the login screen sends a LoginCommand and shows the session")
  func loginSendsTheCommand() async {
    let spy = SpyHandler(
      "login", accepts: { $0 is LoginCommand },
      output: { _ in UserSession(name: "Ana B.", token: "t") })
    let login = LoginViewController(bus: bareBus(scheduler, spy))
    login.loadViewIfNeeded()
    login.usernameField.insertText("ana")
    login.passwordField.insertText("sesame")

    login.loginButton.tap()
    #expect(
      scheduler.pendingWorkCount == 1 && spy.commands.isEmpty,
      """
      A tap should only send the command: the work waits for the bus's scheduler. \
      (\(scheduler.pendingWorkCount) pieces of work waiting, the handler ran \
      \(spy.commands.count) times.) In loginTapped, call bus.send(_:completion:), \
      no Task of the screen's own.
      """)
    await scheduler.runUntilIdle()

    let sent = spy.commands.first as? LoginCommand
    #expect(
      spy.commandsRun == ["LoginCommand"] && sent?.username == "ana"
        && sent?.password == "sesame",
      """
      The bus got \(spy.commandsRun) from the login screen. It should get one \
      LoginCommand(username: "ana", password: "sesame"), read from the fields: the \
      domain command, not a request or a generic command the screen decodes itself.
      """)
    #expect(
      spy.ranOnlyInScheduledWork,
      "The handler ran outside the bus's scheduled work: send the command with bus.send.")
    #expect(
      login.messageLabel.text == "Welcome, Ana B.!",
      """
      The handler answered with a UserSession named "Ana B.", but the screen shows \
      "\(login.messageLabel.text)". Show "Welcome, <name>!" from the session the \
      completion gets: it is already parsed.
      """)
  }

  @Test("Given only a bus, the login screen shows any error as it comes, once")
  func loginShowsErrors() async {
    let errors: [any Error] = [
      LoginError.wrongCredentials, NetworkError.offline, NetworkError.server(status: 503),
      SpyFailure(),
    ]
    for error in errors {
      let spy = SpyHandler("login", accepts: { $0 is LoginCommand }, output: { _ in throw error })
      let login = LoginViewController(bus: bareBus(scheduler, spy))
      login.loadViewIfNeeded()

      login.loginButton.tap()
      await scheduler.runUntilIdle()

      #expect(
        login.messageLabel.text == "Could not log in: \(error)",
        """
        When the command fails (\(error)), the screen shows "\(login.messageLabel.text)". \
        Show "Could not log in: <error>" for any error: which error it is, and what it \
        means, is for the command and its handler to say, not the screen.
        """)
      #expect(
        spy.commands.count == 1,
        """
        After a failure (\(error)) the screen sent its command \(spy.commands.count) times. Send it \
        once and show what comes back: retrying is not the screen's decision.
        """)
    }
  }

  @Test("Given only a bus, the feed screen sends a FeedCommand and shows the videos")
  func feedSendsTheCommand() async {
    let spy = SpyHandler(
      "feed", accepts: { $0 is FeedCommand },
      output: { _ in [Video(id: 9, title: "From the handler")] })
    let feed = FeedViewController(bus: bareBus(scheduler, spy))
    feed.loadViewIfNeeded()

    feed.refreshControl.pull()
    #expect(
      scheduler.pendingWorkCount == 1 && spy.commands.isEmpty,
      """
      A pull should only send the command: the work waits for the bus's scheduler. In \
      refresh(_:), call bus.send(_:completion:), no Task of the screen's own.
      """)
    await scheduler.runUntilIdle()

    #expect(
      spy.commandsRun == ["FeedCommand"] && spy.ranOnlyInScheduledWork,
      """
      The bus got \(spy.commandsRun) from the feed screen; it should get one FeedCommand, \
      sent with bus.send: the domain command, not a request the screen decodes itself.
      """)
    #expect(
      feed.videos.map(\.title) == ["From the handler"] && feed.statusLabel.text == "1 videos"
        && feed.videosView.subviews.count == 1,
      """
      The handler answered with one video, already parsed; the screen has \
      \(feed.videos.map(\.title)) and says "\(feed.statusLabel.text)". Show the videos \
      the completion gets, as they are.
      """)
    #expect(!feed.refreshControl.isRefreshing, "The spinner should stop once the videos are in.")
  }

  @Test("Given only a bus, a failed refresh shows the error once and stops the spinner")
  func feedShowsErrors() async {
    for error in [NetworkError.offline, NetworkError.unreadable] as [any Error] + [SpyFailure()] {
      let spy = SpyHandler("feed", accepts: { $0 is FeedCommand }, output: { _ in throw error })
      let feed = FeedViewController(bus: bareBus(scheduler, spy))
      feed.loadViewIfNeeded()

      feed.refreshControl.pull()
      await scheduler.runUntilIdle()

      #expect(
        feed.statusLabel.text == "Could not refresh: \(error)" && spy.commands.count == 1,
        """
        When the feed command fails (\(error)), the screen shows \
        "\(feed.statusLabel.text)" after sending it \(spy.commands.count) times. Send it \
        once and show "Could not refresh: <error>", whatever the error.
        """)
      #expect(
        !feed.refreshControl.isRefreshing,
        "After a failure (\(error)) the spinner still turns. Stop it whatever the result.")
    }
  }

  @Test("Two login forms on one bus: each shows only its own result")
  func twoForms() async {
    let spy = SpyHandler("login", accepts: { $0 is LoginCommand }, output: sessionFor)
    let bus = bareBus(scheduler, spy)
    let first = LoginViewController(bus: bus)
    let second = LoginViewController(bus: bus)
    for (form, name) in [(first, "ana"), (second, "bo")] {
      form.loadViewIfNeeded()
      form.usernameField.insertText(name)
    }

    first.loginButton.tap()
    await scheduler.runUntilIdle()
    #expect(
      first.messageLabel.text == "Welcome, ana!" && second.messageLabel.text == "",
      """
      Only the first form logged in, yet the forms show "\(first.messageLabel.text)" and \
      "\(second.messageLabel.text)". The result goes back to the screen that sent the \
      command, through its own completion, and to no other.
      """)

    second.loginButton.tap()
    await scheduler.runUntilIdle()
    #expect(
      first.messageLabel.text == "Welcome, ana!" && second.messageLabel.text == "Welcome, bo!",
      """
      After the second form logged in as bo, the forms show "\(first.messageLabel.text)" \
      and "\(second.messageLabel.text)". Each should show its own session.
      """)
  }

  @Test("A screen that is closed while its command runs is freed")
  func closedScreensAreFreed() async {
    let spy = SpyHandler(
      "app", accepts: { $0 is LoginCommand || $0 is FeedCommand },
      output: { $0 is LoginCommand ? sessionFor($0) : [Video]() })
    let bus = bareBus(scheduler, spy)
    var login: LoginViewController? = LoginViewController(bus: bus)
    var feed: FeedViewController? = FeedViewController(bus: bus)
    weak let closedLogin = login
    weak let closedFeed = feed
    login?.loadViewIfNeeded()
    feed?.loadViewIfNeeded()

    login?.loginButton.tap()
    feed?.refreshControl.pull()
    login = nil
    feed = nil

    #expect(
      closedLogin == nil && closedFeed == nil,
      """
      \(closedLogin == nil ? "" : "The login screen ")\
      \(closedLogin != nil && closedFeed != nil ? "and " : "")\
      \(closedFeed == nil ? "" : "the feed screen ")stayed alive after it was closed, held \
      by the command still waiting to run. Capture the screen weakly in the completion \
      ({ [weak self] result in self?.show(result) }): a closed screen has nothing to show.
      """)
    await scheduler.runUntilIdle()
    #expect(
      spy.commands.count == 2,
      "Both commands should still run (and find no screen to show them).")
  }

  @Test("Making the screens registers nothing: handlers are the app's business")
  func screensRegisterNothing() {
    let bus = CommandBus(scheduler: scheduler)
    let screens: [ViewController] = [LoginViewController(bus: bus), FeedViewController(bus: bus)]
    for screen in screens { screen.loadViewIfNeeded() }

    let commands: [any Command] = [
      LoginCommand(username: "a", password: "b"), FeedCommand(), InboxCommand(),
      RefreshEverythingCommand(),
    ]
    let routed = commands.filter { bus.handler(for: $0) != nil }
    #expect(
      routed.isEmpty,
      """
      Making and loading the screens registered handlers for \
      \(routed.map { String(describing: type(of: $0)) }) on their bus. A screen only \
      sends commands; the app delegate registers the handlers, once, at launch.
      """)
  }

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
      Right after the app delegate is made, its bus gives \(name(of: forLogin)) for a \
      LoginCommand and \(name(of: forFeed)) for a FeedCommand. In AppDelegate's init, \
      before making the screens, register a NetworkHandler (with the transport). \
      (Step 1 must pass too.)
      """)
    #expect(
      forEverything is RefreshEverythingHandler,
      """
      Right after the app delegate is made, its bus gives \(name(of: forEverything)) for \
      a RefreshEverythingCommand. Register a RefreshEverythingHandler there too.
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
      The app's bus carried \(scene.recorder.commandNames) for one login. The login \
      screen should send one LoginCommand through the bus the app delegate was given, \
      and reach the server in no other way (no transport of its own).
      """)
    #expect(
      scene.spareScheduler.pendingWorkCount == 0,
      """
      Work was put on the scheduler the app delegate was given along with the bus. \
      When the app delegate is handed a bus, that scheduler is not for use: the bus \
      schedules all the work, and a screen never schedules any of its own. Make the \
      screens with the bus alone.
      """)
    #expect(
      scene.login.messageLabel.text == "Welcome, ana!",
      """
      After a successful login the screen shows "\(scene.login.messageLabel.text)". In \
      loginTapped, send LoginCommand(username:password:) through the bus and show \
      "Welcome, <name>!" from the session the completion gets.
      """)
  }

  @Test("In the app, a wrong password or no network: the screen shows the error")
  func loginFailures() async {
    for (reply, shown) in [
      (FakeTransport.Reply.respond(401, ""), "Wrong username or password."),
      (.fail, "offline"),
    ] {
      let scene = AppScene()
      scene.transport.script("/login", reply)

      scene.login.loginButton.tap()
      await scene.scheduler.runUntilIdle()

      #expect(
        scene.login.messageLabel.text == "Could not log in: \(shown)"
          && scene.transport.requestCount(for: "/login") == 1,
        """
        The screen shows "\(scene.login.messageLabel.text)" after \
        \(scene.transport.requestCount(for: "/login")) requests; it should show \
        "Could not log in: \(shown)" after one. On failure, show "Could not log in: \
        <error>" (the command's parse turns a 401 into LoginError.wrongCredentials), and \
        do not try again.
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
      The app's bus carried \(scene.recorder.commandNames) for one pull. The feed screen \
      should send one FeedCommand through the bus, and reach the server in no other way.
      """)
    #expect(
      scene.spareScheduler.pendingWorkCount == 0,
      """
      Work was put on the scheduler the app delegate was given along with the bus. \
      When the app delegate is handed a bus, that scheduler is not for use: the bus \
      schedules all the work, and a screen never schedules any of its own. Make the \
      screens with the bus alone.
      """)
    #expect(
      scene.feed.videos.map(\.title) == ["Otters holding hands", "Bread, slowly"],
      """
      The feed shows \(scene.feed.videos.map(\.title)). In refresh(_:), send FeedCommand() \
      through the bus and show the videos it gets back; move the request and the JSON \
      decoding into FeedCommand's makeRequest() and parse(_:).
      """)
    #expect(!scene.feed.refreshControl.isRefreshing, "The spinner should stop either way.")
  }

  @Test("In the app, a failed refresh shows the error once; the screen does not retry")
  func noRetriesInTheScreen() async {
    let scene = AppScene()
    scene.transport.script("/feed", .fail)

    scene.feed.refreshControl.pull()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.transport.requestCount(for: "/feed") == 1,
      """
      The feed screen asked the server \(scene.transport.requestCount(for: "/feed")) times. \
      Retrying is not a screen's decision (the next kata gives it to someone else): send \
      the command once and show what comes back.
      """)
    #expect(
      scene.feed.statusLabel.text == "Could not refresh: offline",
      """
      After a failed refresh the feed says "\(scene.feed.statusLabel.text)". Show \
      "Could not refresh: <error>".
      """)
    #expect(!scene.feed.refreshControl.isRefreshing, "The spinner should stop either way.")
  }
}
