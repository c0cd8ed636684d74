import HeadlessKit
import Testing

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

@Suite("3. The login and feed screens only build commands and show results")
@MainActor
struct Step3 {
  let scheduler = ProbeScheduler()
  let bystander = Bystander()

  @Test("Given only a bus, the login screen sends a LoginCommand and shows the session")
  func loginSendsTheCommand() async {
    let spy = SpyHandler(
      "login", accepts: { $0 is LoginCommand },
      output: { _ in UserSession(name: "Ana B.", token: "t") })
    let login = LoginViewController(bus: bareBus(scheduler, spy, bystander))
    login.loadViewIfNeeded()
    login.usernameField.insertText("ana")
    login.passwordField.insertText("sesame")

    login.loginButton.tap()
    #expect(
      scheduler.pendingWorkCount == 1 && spy.commands.isEmpty,
      """
      A tap on Log in, on a screen given only a bus, left \
      \(counted(scheduler.pendingWorkCount, "piece")) of \
      work for the bus's scheduler, and the handler had already run \
      \(times(spy.commands.count)): the login should wait for the scheduler, as one piece \
      of work, and run only when it says so. Look at what loginTapped does.
      """)
    await scheduler.runUntilIdle()

    let sent = spy.commands.first as? LoginCommand
    #expect(
      spy.commandsRun == ["LoginCommand"] && sent?.username == "ana"
        && sent?.password == "sesame" && bystander.commandNames.isEmpty,
      """
      The login screen sent \(whatWasSent(spy, bystander)) through its bus, for one tap \
      with "ana" and "sesame" in its fields; the bus should get one LoginCommand, made \
      from the fields. Look at what loginTapped sends.
      """)
    #expect(
      spy.ranOnlyInScheduledWork,
      """
      The login ran outside the work the bus's scheduler started. Look at how \
      loginTapped hands the command to the bus.
      """)
    #expect(
      spy.commands.isEmpty || login.messageLabel.text == "Welcome, Ana B.!",
      """
      The bus answered with a session for "Ana B.", and the screen shows \
      "\(login.messageLabel.text)" instead of "Welcome, Ana B.!". Look at what the \
      screen does with the result it gets back.
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

      let why =
        spy.commands.isEmpty
        ? "the tap sent no login" : "whether to try again is not the screen's decision"
      #expect(
        spy.commands.count == 1,
        """
        A login that failed ("\(error)") reached its handler \(times(spy.commands.count)) \
        instead of once: \(why). Look at what the screen sends, and what it does after a \
        failure.
        """)
      #expect(
        spy.commands.isEmpty || login.messageLabel.text == "Could not log in: \(error)",
        """
        The login failed with "\(error)", and the screen shows \
        "\(login.messageLabel.text)" instead of "Could not log in: \(error)": every \
        error should be shown as it comes, since what it means is the command's \
        business. Look at how the screen shows a failure.
        """)
    }
  }

  @Test("Given only a bus, the feed screen sends a FeedCommand and shows the videos")
  func feedSendsTheCommand() async {
    let spy = SpyHandler(
      "feed", accepts: { $0 is FeedCommand },
      output: { _ in [Video(id: 9, title: "From the handler")] })
    let feed = FeedViewController(bus: bareBus(scheduler, spy, bystander))
    feed.loadViewIfNeeded()

    feed.refreshControl.pull()
    #expect(
      scheduler.pendingWorkCount == 1 && spy.commands.isEmpty,
      """
      A pull, on a feed given only a bus, left \(counted(scheduler.pendingWorkCount, "piece")) of \
      work for the bus's scheduler, and the handler had already run \
      \(times(spy.commands.count)): the refresh should wait for the scheduler, as one \
      piece of work. Look at what refresh(_:) does.
      """)
    await scheduler.runUntilIdle()

    #expect(
      spy.commandsRun == ["FeedCommand"] && spy.ranOnlyInScheduledWork
        && bystander.commandNames.isEmpty,
      """
      The feed sent \(whatWasSent(spy, bystander)) through its bus for one pull\
      \(spy.ranOnlyInScheduledWork ? "" : ", some of it outside the scheduled work"); the \
      bus should get one FeedCommand, run by the scheduler. Look at what refresh(_:) \
      sends.
      """)
    #expect(
      spy.commands.isEmpty
        || feed.videos.map(\.title) == ["From the handler"] && feed.statusLabel.text == "1 videos"
          && feed.videosView.subviews.count == 1,
      """
      The bus answered with one video, already parsed, and the feed has \
      \(feed.videos.map(\.title)) and says "\(feed.statusLabel.text)" instead of showing \
      that video and "1 videos". Look at what the feed does with the result it gets back.
      """)
    #expect(
      !feed.refreshControl.isRefreshing,
      """
      The videos are in, and the feed's spinner still turns. Look at what the feed does with the \
      result.
      """
    )
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
        The refresh failed with "\(error)", and the feed says "\(feed.statusLabel.text)" \
        after sending its command \(times(spy.commands.count)), instead of saying "Could \
        not refresh: \(error)" after one. \(spy.commands.isEmpty
          ? "The feed sent nothing through its bus: see \"Given only a bus, the feed "
            + "screen sends a FeedCommand\"."
          : "Every error is shown as it comes, and trying again is not the screen's "
            + "decision. Look at how the feed shows a failure.")
        """)
      #expect(
        !feed.refreshControl.isRefreshing,
        """
        The refresh failed ("\(error)") and the feed's spinner still turns. Look at how \
        the feed shows a failure.
        """)
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
      Two forms share a bus, and only the first logged in (as ana); yet the forms show \
      "\(first.messageLabel.text)" and "\(second.messageLabel.text)". \(spy.commands.isEmpty
        ? "The first form sent nothing through the bus: see \"Given only a bus, the login "
          + "screen sends a LoginCommand\"."
        : "The result belongs to the form that sent the command. Look at how a form hears "
          + "its result.")
      """)

    second.loginButton.tap()
    await scheduler.runUntilIdle()
    #expect(
      first.messageLabel.text == "Welcome, ana!" && second.messageLabel.text == "Welcome, bo!",
      """
      After the second form logged in as bo, the forms show "\(first.messageLabel.text)" \
      and "\(second.messageLabel.text)" instead of each its own welcome. Look at how a \
      form hears its result.
      """)
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
      \(routed.map { String(describing: type(of: $0)) }) on their bus: a screen given a \
      bus (a plug-in's, another window's) changes what the bus does for everyone. Who \
      registers the handlers is the app's business. Look at the screens' init and \
      viewDidLoad.
      """)
  }
}
