import HeadlessKit
import SessionKit

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

/// Drives Clips through a session: compiled once against the learner's
/// modules and once against the app as it should be, so both are driven by
/// this very code. Every copy of the app talks to one fake server and runs
/// its work on one manual scheduler, which the driver drains after every
/// action.
@MainActor
public final class SessionDriver: SessionApp {
  public typealias Action = WorkOutAction

  private struct App {
    let application: Application
    let delegate: AppDelegate
  }

  /// Whom the toolkit counts this session's views and screens for.
  private let owner = AppOwner.next("clips")
  private let server = ClipsServer()
  private let scheduler = ClipsScheduler()
  /// Each copy of the app; nil once it went away.
  private var apps: [App?] = []
  /// Every login screen opened, weakly, with its window and its app.
  private var logins: [(app: Int, screen: Weak<LoginViewController>, window: Weak<Window>)] = []
  /// Every feed, weakly, with its app.
  private var feeds: [(app: Int, screen: Weak<FeedViewController>)] = []
  /// The first app's home, weather and async screens, once used.
  private var home: ShownLines?
  private var weather: ShownLines?
  private var calls: ShownLines?
  private var awaiting: [Task<Void, Never>] = []
  /// Whether the app was still busy when the driver stopped waiting.
  private var busy = false

  public init() {}

  public func perform(_ action: WorkOutAction) async {
    await LiveObjects.attribute(to: owner) {
      if apps.isEmpty { startApp() }
      let sent = server.requestCount
      act(action)
      busy = !(await scheduler.drain()) || busy
      // A login the server answers at once (the request it sent), or a pull
      // (the request it sent, or the one still waiting that keeps the
      // spinner turning).
      switch action {
      case .logIn(_, _, _, let reply?):
        guard server.requestCount > sent else { return }
        server.answer(.login, reply, newest: true)
      case .pullFeed(let screen, let reply?):
        guard feeds.indices.contains(screen - 1) else { return }
        server.answer(.feed, reply, newest: true, app: feeds[screen - 1].app + 1)
      default: return
      }
      busy = !(await scheduler.drain()) || busy
    }
  }

  private func act(_ action: WorkOutAction) {
    switch action {
    case .logIn(let number, let name, let password, _):
      guard let screen = login(number) else { return }
      for (field, text) in [(screen.usernameField, name), (screen.passwordField, password)] {
        field.text = ""
        field.insertText(text)
      }
      screen.loginButton.tap()
    case .closeLogin(let number):
      if login(number) != nil { logins[number - 1].window.object?.close() }
    case .pullFeed(let number, _): feed(number)?.refreshControl.pull()
    case .openLoginWindow: openLoginWindow()
    case .openSecondApp: if apps.count == 1 { startApp() }
    case .quitApp(let number): if apps.indices.contains(number - 1) { apps[number - 1] = nil }
    case .refreshEverything:
      guard let bus = firstBus else { return }
      home = home ?? ShownLines()
      home?.refreshEverything(on: bus)
    case .refreshWeather:
      guard let bus = firstBus else { return }
      weather = weather ?? ShownLines()
      for city in ["Paris", "Oslo"] { weather?.askWeather(for: city, on: bus) }
    case .loadOsloPlugin: firstBus?.register(WeatherPlugin(city: "Oslo"))
    case .answer(let path, let reply, let newest): server.answer(path, reply, newest: newest)
    case .answerAll: server.answerAll()
    case .cancelWork(let newest): scheduler.cancelInFlight(newest: newest)
    case .awaitFeed:
      guard let bus = firstBus else { return }
      calls = calls ?? ShownLines()
      if let task = calls?.awaitFeed(on: bus) { awaiting.append(task) }
    case .cancelAwait(let call):
      if awaiting.indices.contains(call - 1) { awaiting[call - 1].cancel() }
    }
  }

  /// The session is over: the async callers' tasks are cancelled and the
  /// server fails what it still holds, until the app asks for nothing
  /// more, so that nothing it started (a loop polling for an answer, say)
  /// runs on into the next session.
  public func finish() async {
    await LiveObjects.attribute(to: owner) {
      for task in awaiting { task.cancel() }
      for _ in 0..<10 where server.failAll() {
        _ = await scheduler.drain()
      }
    }
  }

  public func observe() async -> Observation {
    if apps.isEmpty {
      await LiveObjects.attribute(to: owner) {
        startApp()
        busy = !(await scheduler.drain())
      }
    }
    var seen = Observation()
    let renderer = ViewTreeRenderer(style: .ascii)
    for (index, entry) in logins.enumerated() {
      let shown = login(index + 1).map { renderer.render($0.view) }
      seen.add("login \(index + 1)", shown ?? (apps[entry.app] == nil ? "(app gone)" : "(closed)"))
    }
    for (index, entry) in feeds.enumerated() {
      let shown =
        apps[entry.app] == nil ? nil : entry.screen.object.map { renderer.render($0.view) }
      seen.add("feed \(index + 1)", shown ?? "(app gone)")
    }
    for (name, lines) in [("home", home), ("weather", weather), ("async calls", calls)] {
      guard let lines else { continue }
      seen.add(name, firstBus == nil ? "(app gone)" : lines.text)
    }
    seen.add("requests", server.log)
    // Windows and screens: the views in them come and go with what the
    // screens show, which their own parts tell.
    let counts = LiveObjects.counts(for: owner)
    seen.add(
      "in memory",
      [LiveObjects.Kind.window, .viewController].map { "\($0.rawValue)s: \(counts[$0] ?? 0)" }
        .joined(separator: "\n"))
    if busy { seen.add("processor", "busy: the app never comes to rest") }
    return seen
  }

  // MARK: Apps and screens

  /// Starts a copy of the app, as the system launches it, with its login
  /// screen in its window and its feed loaded.
  private func startApp() {
    let number = apps.count + 1
    let delegate = AppDelegate(
      transport: server.transport(forApp: number), scheduler: scheduler)
    let application = Application()
    application.delegate = delegate
    application.finishLaunching()
    delegate.feedViewController.loadViewIfNeeded()
    // The weather plug-in for Paris comes with the first app.
    if number == 1 { delegate.bus.register(WeatherPlugin(city: "Paris")) }
    apps.append(App(application: application, delegate: delegate))
    logins.append((number - 1, Weak(delegate.loginViewController), Weak(delegate.window)))
    feeds.append((number - 1, Weak(delegate.feedViewController)))
  }

  /// The first app opens another login window, on its own bus.
  private func openLoginWindow() {
    guard let app = apps.first ?? nil else { return }
    let screen = LoginViewController(bus: app.delegate.bus)
    let window = Window()
    window.rootViewController = screen
    window.makeKeyAndVisible(in: app.application)
    logins.append((0, Weak(screen), Weak(window)))
  }

  /// The first app's bus, while it runs.
  private var firstBus: CommandBus? { (apps.first ?? nil)?.delegate.bus }

  /// Login screen `number`, while its app runs and its window is open.
  private func login(_ number: Int) -> LoginViewController? {
    guard logins.indices.contains(number - 1) else { return nil }
    let entry = logins[number - 1]
    guard apps[entry.app] != nil, entry.window.object?.isKeyWindow == true else { return nil }
    return entry.screen.object
  }

  /// Feed `number`, while its app runs.
  private func feed(_ number: Int) -> FeedViewController? {
    guard feeds.indices.contains(number - 1), apps[feeds[number - 1].app] != nil else {
      return nil
    }
    return feeds[number - 1].screen.object
  }
}
