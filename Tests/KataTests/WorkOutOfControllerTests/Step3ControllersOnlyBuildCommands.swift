import HeadlessKit
import Testing

@testable import WorkOutOfController

@Suite("3. The login and feed screens only build commands and show results")
@MainActor
struct Step3 {
  let scene = AppScene()

  @Test("The screens keep a CommandBus and no transport or scheduler of their own")
  func screensHoldOnlyTheBus() {
    for screen in [scene.login, scene.feed] as [ViewController] {
      let name = String(describing: type(of: screen))
      #expect(
        plumbingProperties(of: screen).isEmpty,
        """
        \(name) still stores \(plumbingProperties(of: screen).joined(separator: ", ")). \
        A screen builds commands and shows results; sending and threading are the bus's \
        job. Give it the bus (init(bus:)) instead, from AppDelegate.
        """)
      #expect(
        holdsABus(screen),
        "\(name) should keep the app's CommandBus in a stored property, to send commands with.")
    }
  }

  @Test("The app delegate registers the handlers on its bus at launch")
  func handlersRegistered() {
    let forLogin = scene.appDelegate.bus.handler(for: LoginCommand(username: "a", password: "b"))
    #expect(
      forLogin is NetworkHandler,
      """
      The app's bus gives \(name(of: forLogin)) for a LoginCommand. In AppDelegate's init, \
      register a NetworkHandler (with the transport) on the bus. (Step 1 must pass too.)
      """)
  }

  @Test("Logging in: the screen sends a command and shows the session it gets back")
  func logIn() async {
    scene.transport.script("/login", .respond(200, sessionJSON))
    scene.login.usernameField.insertText("ana")
    scene.login.passwordField.insertText("sesame")

    scene.login.loginButton.tap()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.login.messageLabel.text == "Welcome, ana!",
      """
      After a successful login the screen shows "\(scene.login.messageLabel.text)". In \
      loginTapped, send LoginCommand(username:password:) through the bus and show \
      "Welcome, <name>!" from the session the completion gets.
      """)
  }

  @Test("A wrong password: the screen shows the login error")
  func wrongPassword() async {
    scene.transport.script("/login", .respond(401, ""))
    scene.login.loginButton.tap()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.login.messageLabel.text == "Could not log in: Wrong username or password.",
      """
      After a 401 the screen shows "\(scene.login.messageLabel.text)". On failure, show \
      "Could not log in: <error>": the command's parse turned the 401 into \
      LoginError.wrongCredentials.
      """)
  }

  @Test("Refreshing the feed: a FeedCommand's videos, parsed, on screen")
  func refreshFeed() async {
    scene.transport.script("/feed", .respond(200, feedJSON))

    scene.feed.refreshControl.pull()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.feed.videos.map(\.title) == ["Otters holding hands", "Bread, slowly"],
      """
      The feed shows \(scene.feed.videos.map(\.title)). In refresh(_:), send FeedCommand() \
      through the bus and show the videos it gets back; move the request and the JSON \
      decoding into FeedCommand's makeRequest() and parse(_:).
      """)
    #expect(!scene.feed.refreshControl.isRefreshing, "The spinner should stop either way.")
  }

  @Test("A failed refresh shows the error once; the screen does not retry on its own")
  func noRetriesInTheScreen() async {
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
  }
}
