import BusSupport
import HeadlessKit
import Testing

@testable import CommandBus

/// The example app, launched in an application of its own.
@MainActor
struct ClipsScene {
  let application = Application()
  let scheduler = ManualScheduler()
  let transport = FakeTransport()
  let appDelegate: AppDelegate

  init(token: String? = nil) {
    appDelegate = AppDelegate(
      transport: transport, scheduler: scheduler, credentials: Credentials(token: token))
    application.delegate = appDelegate
    application.finishLaunching()
  }
}

@Suite("sendCommand: the application-level entry point, like sendAction")
@MainActor
struct ApplicationTests {
  @Test("A screen in a window sends through its application's bus and gets the result")
  func fromAScreen() async {
    let scene = ClipsScene(token: "t1")
    scene.transport.script("/feed", .respond(200, feedJSON("Otters")))
    let feed = scene.appDelegate.feedViewController
    #expect(scene.appDelegate.window.rootViewController === feed)

    feed.refreshControl.pull()
    await scene.scheduler.runUntilIdle()

    #expect(feed.videos.map(\.title) == ["Otters"])
    #expect(!feed.refreshControl.isRefreshing)
  }

  @Test("A screen in no window reaches no bus, and hears noBus later, through the scheduler")
  func noWindow() async throws {
    let loose = FeedViewController()
    loose.loadViewIfNeeded()
    let scheduler = ManualScheduler()
    let outcomes = Outcomes<[Video]>()

    let ticket = loose.sendCommand(FeedCommand(), ifNoBus: scheduler) { screen, result in
      #expect(screen === loose, "the completion gets its sender back")
      outcomes.append(result)
    }

    #expect(ticket?.commandID == nil, "no application, no bus, no ticket")
    #expect(outcomes.count == 0, "never from inside sendCommand, as a bus would not")
    scheduler.deliverAll()
    #expect(outcomes.errors.map { $0 as? CommandError } == [.noBus])
    await #expect(throws: CommandError.noBus) { try await Application().sendCommand(FeedCommand()) }
  }

  @Test("An application whose delegate has no bus tells its sender noBus, through the scheduler")
  func noBus() {
    let application = Application()
    let scheduler = ManualScheduler()
    let sender = Sender()
    let outcomes = Outcomes<[Video]>()

    let ticket = application.sendCommand(FeedCommand(), from: sender, ifNoBus: scheduler) {
      _, result in outcomes.append(result)
    }

    #expect(ticket == nil && outcomes.count == 0)
    scheduler.deliverAll()
    #expect(outcomes.errors.map { $0 as? CommandError } == [.noBus])
  }

  @Test("The login screen only builds a command; the session comes back parsed")
  func loginScreen() async {
    let scene = ClipsScene()
    scene.transport.script("/login", .respond(200, sessionJSON))
    let login = scene.appDelegate.loginViewController

    login.usernameField.insertText("ana")
    login.passwordField.insertText("sesame")
    login.loginButton.tap()
    await scene.scheduler.runUntilIdle()

    #expect(login.messageLabel.text == "Welcome, ana!")
    #expect(scene.appDelegate.credentials.token == "t1")
    #expect(scene.appDelegate.window.rootViewController === scene.appDelegate.feedViewController)
  }

  @Test("An expired session: login screen, log in, and the feed arrives with no error shown")
  func expiredSession() async {
    let scene = ClipsScene(token: "stale")
    scene.transport.script("/feed", .respond(401, ""), .respond(200, feedJSON("Otters")))
    scene.transport.script("/login", .respond(200, sessionJSON))
    let feed = scene.appDelegate.feedViewController
    let login = scene.appDelegate.loginViewController

    feed.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    #expect(scene.appDelegate.window.rootViewController === login)
    #expect(feed.statusLabel.text == "Refreshing...", "the feed screen heard nothing yet")

    login.passwordField.insertText("sesame")
    login.loginButton.tap()
    await scene.scheduler.runUntilIdle()

    #expect(scene.appDelegate.window.rootViewController === feed)
    #expect(feed.videos.map(\.title) == ["Otters"])
    #expect(feed.statusLabel.text == "1 video")
  }

  @Test("Offline: the prompt's Retry button re-sends, and the feed arrives")
  func retryButton() async {
    let scene = ClipsScene(token: "t1")
    scene.transport.script("/feed", .fail(.offline), .respond(200, feedJSON("Otters")))
    let feed = scene.appDelegate.feedViewController
    let prompt = scene.appDelegate.networkErrorViewController

    feed.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    #expect(scene.appDelegate.window.rootViewController === prompt)

    prompt.retryButton.tap()
    await scene.scheduler.runUntilIdle()
    #expect(feed.videos.count == 1)
  }
}
