import HeadlessKit
import SessionKit

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Drives Clips through a session in which its commands fail: compiled
/// once against the learner's modules and once against the app as it
/// should be, so both are driven by this very code. Every copy of the app
/// talks to one fake server and runs its work on one manual scheduler,
/// which the driver drains after every action. Interstitials take a
/// moment to leave, until the session says their animation ends.
@MainActor
public final class SessionDriver: SessionApp {
  public typealias Action = RecoveryAction

  private struct App {
    let application: Application
    let delegate: AppDelegate
  }

  /// Whom the toolkit counts this session's views and screens for.
  private let owner = AppOwner.next("recovery")
  private let server = RecoveryServer()
  private let scheduler = RecoveryScheduler()
  /// Each copy of the app; nil once it went away.
  private var apps: [App?] = []
  /// Each app's two screens and its interstitials, weakly.
  private typealias Screens = (
    feed: Weak<FeedViewController>, inbox: Weak<InboxViewController>,
    interstitials: Weak<Interstitials>
  )
  private var screens: [Screens] = []
  /// The first app's plug-in and async screens, once used.
  private var weather: ShownLines?
  /// The one command the weather screen sends each time it asks, as a
  /// screen that keeps its command may.
  private let weatherCommand = WeatherCommand()
  private var calls: ShownLines?
  private var awaiting: [Task<Void, Never>] = []
  /// How many logins the users made, for each a token of its own.
  private var logins = 0
  /// Whether the app was still busy when the driver stopped waiting.
  private var busy = false

  public init() {}

  public func perform(_ action: RecoveryAction) async {
    await LiveObjects.attribute(to: owner) {
      if apps.isEmpty { startApp() }
      // The server may answer while an interstitial leaves; a user, who
      // waits for the screen to settle, acts once it is gone.
      if Self.isTheUsers(action) {
        for app in apps { app?.delegate.interstitials.finishDismissals() }
        busy = !(await scheduler.drain()) || busy
      }
      act(action)
      busy = !(await scheduler.drain()) || busy
      // A pull the server answers at once (the request it sent, or the one
      // still waiting that keeps the spinner turning), or an interstitial
      // the user answered that is gone at once.
      switch action {
      case .pullFeed(let app, let reply?): server.answer(.feed, reply, newest: true, app: app)
      case .pullInbox(let app, let reply?): server.answer(.inbox, reply, newest: true, app: app)
      case .reply(_, _, gone: true):
        for app in apps { app?.delegate.interstitials.finishDismissals() }
      default: return
      }
      busy = !(await scheduler.drain()) || busy
    }
  }

  /// Whether a user does `action`, rather than the server, the scheduler
  /// or the passing of time.
  private static func isTheUsers(_ action: RecoveryAction) -> Bool {
    switch action {
    case .animationsEnd, .answer, .answerAll, .cancelWork: return false
    default: return true
    }
  }

  private func act(_ action: RecoveryAction) {
    switch action {
    case .pullFeed(let number, _): app(number)?.delegate.feedViewController.refreshControl.pull()
    case .pullInbox(let number, _):
      app(number)?.delegate.inboxViewController.refreshControl.pull()
    case .askWeather:
      guard let bus = app(1)?.delegate.bus else { return }
      weather = weather ?? ShownLines()
      weather?.askWeather(weatherCommand, on: bus)
    case .reply(let answer, let number, _): reply(answer, in: number)
    case .animationsEnd:
      for app in apps { app?.delegate.interstitials.finishDismissals() }
    case .answer(let path, let reply, let newest): server.answer(path, reply, newest: newest)
    case .answerAll: server.answerAll()
    case .cancelWork(let newest): scheduler.cancelInFlight(newest: newest)
    case .openSecondApp: if apps.count == 1 { startApp() }
    case .quitApp(let number): if apps.indices.contains(number - 1) { apps[number - 1] = nil }
    case .refreshHome:
      guard let bus = app(1)?.delegate.bus else { return }
      calls = calls ?? ShownLines()
      if let task = calls?.refreshHome(on: bus) { awaiting.append(task) }
    case .awaitFeed:
      guard let bus = app(1)?.delegate.bus else { return }
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
    for (index, entry) in screens.enumerated() {
      let gone = apps[index] == nil
      seen.add(
        "feed \(index + 1)",
        gone ? "(app gone)" : entry.feed.object.map { renderer.render($0.view) } ?? "(gone)")
      seen.add(
        "inbox \(index + 1)",
        gone ? "(app gone)" : entry.inbox.object.map { renderer.render($0.view) } ?? "(gone)")
      seen.add(
        "on screen \(index + 1)",
        gone ? "(app gone)" : entry.interstitials.object.map(Self.words) ?? "(gone)")
    }
    for (name, lines) in [("weather", weather), ("async calls", calls)] {
      guard let lines else { continue }
      seen.add(name, app(1) == nil ? "(app gone)" : lines.text)
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

  /// What the interstitials' window shows: "the login screen", or
  /// nothing, and whether one is on its way out.
  private static func words(for interstitials: Interstitials) -> String {
    let shown = interstitials.onScreen.map(\.description).joined(separator: ", over it ")
    let leaving = interstitials.isDismissing ? " (one on its way out)" : ""
    return (shown.isEmpty ? "nothing" : shown) + leaving
  }

  // MARK: Apps

  /// Starts a copy of the app, as the system launches it, with the session
  /// it saved last time (the server may say it is over), and
  /// interstitials that take a moment to leave.
  private func startApp() {
    let delegate = AppDelegate(
      transport: server.transport(forApp: apps.count + 1), scheduler: scheduler)
    delegate.credentials.token = "saved"
    let application = Application()
    application.delegate = delegate
    application.finishLaunching()
    delegate.inboxViewController.loadViewIfNeeded()
    delegate.interstitials.dismissalsFinishAtOnce = false
    apps.append(App(application: application, delegate: delegate))
    screens.append(
      (
        Weak(delegate.feedViewController), Weak(delegate.inboxViewController),
        Weak(delegate.interstitials)
      ))
  }

  /// App `number`, while it runs.
  private func app(_ number: Int) -> App? {
    apps.indices.contains(number - 1) ? apps[number - 1] : nil
  }

  /// The user answers app `number`'s interstitial, if it is on screen.
  private func reply(_ answer: RecoveryAction.Answer, in number: Int) {
    switch answer {
    case .logIn:
      guard let delegate = showing(.login, in: number) else { return }
      logins += 1
      delegate.credentials.token = "t\(logins)"
      delegate.loginScreenDidLogIn()
    case .cancelLogin: showing(.login, in: number)?.loginScreenDidCancel()
    case .retry: showing(.networkError, in: number)?.networkPromptDidChooseRetry()
    case .cancelPrompt: showing(.networkError, in: number)?.networkPromptDidChooseCancel()
    }
  }

  /// App `number`'s delegate, while `interstitial` is on its screen and
  /// nothing is on its way out: the only time the user can answer it.
  private func showing(_ interstitial: Interstitial, in number: Int) -> AppDelegate? {
    guard let delegate = app(number)?.delegate,
      delegate.interstitials.onScreen.contains(interstitial), !delegate.interstitials.isDismissing
    else { return nil }
    return delegate
  }
}
