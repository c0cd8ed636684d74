import Foundation
import HeadlessKit
import SessionKit

@testable import SearchApp
@testable import SearchResources

/// Drives the search app through a session: compiled once against the
/// learner's modules and once against the app as it should be, so both
/// are driven by this very code.
///
/// The network answers only when the session says so, and the clock moves
/// only then, so nothing is left to drain after an action but the extra
/// step's loops, which run on an executor of the driver's own until they
/// wait again (see `SearchDriver+Loops.swift`).
@MainActor
public final class SessionDriver: SessionApp {
  public typealias Action = SearchAction

  /// One copy of the app, while it runs: its windows and its resources.
  struct Copy {
    let application: Application
    let service: Service
  }

  /// Whom the toolkit counts this copy's views and screens for.
  let owner: String
  /// One network and one clock for the process, shared by both copies.
  let transport = FakeTransport()
  let clock = ManualClock()
  /// Each copy of the app; nil once it was quit.
  var apps: [Copy?] = []
  /// Every screen opened, in order, weakly: the driver must not keep one
  /// alive.
  var screens: [(screen: Weak<SearchViewController>, window: Weak<Window>)] = []
  /// The second copy's one search screen, once it was opened.
  var secondAppScreen: (screen: Weak<SearchViewController>, window: Weak<Window>)?
  /// The requests each action sent, by the action's number in the
  /// session, those that sent nothing left out.
  var sentByAction: [(step: Int, requests: [NetworkRequest])] = []
  /// How many actions the session has taken.
  var steps = 0
  /// How the server answered each request it answered.
  var answers: [ObjectIdentifier: String] = [:]
  /// The extra step's loops, and the executor they run on.
  var loops: [Loop] = []
  let executor = LoopExecutor()

  public init() {
    owner = AppOwner.next("search")
  }

  public func perform(_ action: SearchAction) async {
    await LiveObjects.attribute(to: owner) {
      startApp()
      let before = transport.sent.count
      if !performLoopAction(action) { performAppAction(action) }
      executor.runUntilIdle()
      let sent = Array(transport.sent[before...])
      steps += 1
      if !sent.isEmpty { sentByAction.append((steps, sent)) }
    }
  }

  private func performAppAction(_ action: SearchAction) {
    switch action {
    case .search(let number, let name): screen(number)?.search(for: name)
    case .refresh(let number): screen(number)?.refresh()
    case .refreshTwice(let number):
      screen(number)?.refresh()
      screen(number)?.refresh()
    case .openScreen: openScreen(inApp: 0)
    case .searchInSecondApp(let name): secondApp()?.search(for: name)
    case .refreshInSecondApp: secondAppScreen?.screen.object?.refresh()
    case .close(let number): window(number)?.close()
    case .quit(let app): if apps.indices.contains(app - 1) { apps[app - 1] = nil }
    case .answer(let answer):
      guard let request = waiting(answer.path).first else { return }
      respond(to: request, status: 200, body: answer.body, etag: answer.etag)
    case .answerNewest(let answer):
      guard let request = waiting(answer.path).last else { return }
      respond(to: request, status: 200, body: answer.body, etag: answer.etag)
    case .notModified(let path):
      guard let request = waiting(path).first, request.headers["If-None-Match"] != nil else {
        return
      }
      answers[ObjectIdentifier(request)] = "answered 304"
      transport.respondNotModified(to: path.rawValue)
    case .fail(let path, let failure): fail(path, failure)
    case .lookUp(let number, let name):
      screen(number)?.search(for: name)
      answerAll()
    case .peek(let name):
      // Unnumbered: what it leaves behind shows in memory.
      guard let (screen, window) = makeScreen(inApp: 0) else { return }
      screen.search(for: name)
      window.close()
    case .answerAll: answerAll()
    case .timePasses: clock.advance(by: 61)
    default: return
    }
  }

  // MARK: Apps and screens

  /// The app is running, one search screen open, when a session starts.
  func startApp() {
    guard apps.isEmpty else { return }
    apps.append(Copy(application: Application(), service: makeService()))
    openScreen(inApp: 0)
  }

  private func makeService() -> Service {
    Service(transport: transport, clock: clock)
  }

  /// Opens search screen 2 or 3; no action names a fourth.
  private func openScreen(inApp index: Int) {
    guard screens.count < 3, let (screen, window) = makeScreen(inApp: index) else { return }
    screens.append((Weak(screen), Weak(window)))
  }

  /// The second copy's search screen: the app started, or started again
  /// after it was quit, with the screen open, if it is not already.
  private func secondApp() -> SearchViewController? {
    if let screen = secondAppScreen?.screen.object { return screen }
    if apps.count == 1 { apps.append(nil) }
    if apps[1] == nil { apps[1] = Copy(application: Application(), service: makeService()) }
    guard let (screen, window) = makeScreen(inApp: 1) else { return nil }
    secondAppScreen = (Weak(screen), Weak(window))
    return screen
  }

  /// A search screen in a window of its own, on show.
  private func makeScreen(inApp index: Int) -> (SearchViewController, Window)? {
    guard apps.indices.contains(index), let copy = apps[index] else { return nil }
    let screen = SearchViewController(service: copy.service)
    let window = Window()
    window.rootViewController = screen
    window.makeKeyAndVisible(in: copy.application)
    return (screen, window)
  }

  /// Screen `number`, while its window is open.
  private func screen(_ number: Int) -> SearchViewController? {
    guard window(number) != nil else { return nil }
    return screens[number - 1].screen.object
  }

  func window(_ number: Int) -> Window? {
    guard screens.indices.contains(number - 1),
      let window = screens[number - 1].window.object, window.isKeyWindow
    else { return nil }
    return window
  }

  // MARK: The server

  /// The requests for `path` still waiting, oldest first.
  private func waiting(_ path: SearchPath) -> [NetworkRequest] {
    transport.pending.filter { $0.path == path.rawValue }
  }

  /// Answers every request waiting, oldest first, with its usual answer,
  /// and those the answers lead to. Bounded: an app that asks again for
  /// every answer would never stop.
  private func answerAll() {
    for _ in 0..<12 {
      guard let request = transport.pending.first,
        let answer = SearchAnswer.usual(for: request.path)
      else { return }
      respond(to: request, status: 200, body: answer.body, etag: answer.etag)
    }
  }

  private func respond(to request: NetworkRequest, status: Int, body: String, etag: String?) {
    answers[ObjectIdentifier(request)] = "answered \(status)"
    transport.respond(to: request, status: status, body: body, etag: etag)
  }

  private func fail(_ path: SearchPath, _ failure: SearchFailure) {
    guard let request = waiting(path).first else { return }
    switch failure {
    case .offline:
      answers[ObjectIdentifier(request)] = "failed: offline"
      transport.fail(path.rawValue)
    case .serverError: respond(to: request, status: 500, body: "", etag: nil)
    case .notFound: respond(to: request, status: 404, body: "", etag: nil)
    case .badBody: respond(to: request, status: 200, body: "<html>Sorry</html>", etag: nil)
    }
  }
}
