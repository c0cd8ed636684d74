import Foundation
import HeadlessKit

/// Runs the user-then-posts screen against a fake server and records what
/// happens: what goes over the wire, what each screen hears, and what it
/// draws.
///
/// 1. The user searches for "ana", then for "bo" before ana's answer comes.
///    The answers arrive in the wrong order; ana's lands in ana's resource,
///    which the screen no longer observes, so it never reaches the screen.
/// 2. Later, the screen refreshes and a badge for the same user appears
///    while that load is in flight: the badge joins it, no second request.
///    The server answers 304, and both keep the same `User` object.
/// 3. The picture in both screens is a `RemoteImageView`: one request for
///    both, none at all when the badge appears after it loaded.
///
/// Every line comes from the code as it runs: the fake transport's log,
/// the screen's log, and state read from the resources. The pipeline runs
/// `.immediate` here so the trace prints in one pass; in an app it runs off
/// the main actor, as the tests check.
@MainActor
public enum ResourceObservationDemo {
  public static func run() -> Trace {
    let trace = Trace()
    let transport = FakeTransport()
    let clock = ManualClock()
    let service = ExampleAPI.makeService(
      transport: transport, clock: clock, pipelineExecution: .immediate)
    transport.log = { trace.record("network", $0) }

    let window = Window()
    let screen = UserPostsViewController(service: service)
    screen.log = { trace.record("screen", $0) }
    window.rootViewController = screen
    window.makeKeyAndVisible(in: Application())

    trace.note("The user searches for \"ana\", then for \"bo\" before ana arrives.")
    screen.search(for: "ana")
    screen.search(for: "bo")

    trace.note("The server answers bo first, then ana, late.")
    transport.respond(
      to: "/search/users/bo", json: #"{"id": 8, "name": "bo", "avatar": "/avatars/bo.img"}"#,
      etag: "\"bo-1\"")
    transport.respond(
      to: "/search/users/ana", json: #"{"id": 7, "name": "ana", "avatar": "/avatars/ana.img"}"#)
    let ana = ExampleAPI.user(named: "ana", in: service)
    trace.record(
      "resource", "\(ana.path) has data, \(ana.observers.count) observers: the screen never hears")
    transport.respond(
      to: "/users/8/posts",
      json: #"[{"id": 1, "title": "Sourdough, day 3"}, "#
        + #"{"id": 2, "title": "The tram is late again"}]"#)
    let picture = Data("IMG 48x48 bo".utf8)
    transport.respond(to: "/avatars/bo.img", headers: ["Content-Type": "image/png"], body: picture)
    trace.screen("The screen, drawn from both resources by updateScreen():", window)

    trace.note("A minute later: pull to refresh, and a badge for bo appears meanwhile.")
    clock.advance(by: 60)
    let user = ExampleAPI.user(named: "bo", in: service)
    let before: User? = user.typedContent()
    screen.refresh()
    let badge = UserBadgeViewController(service: service, userName: "bo")
    badge.loadViewIfNeeded()
    badge.viewWillAppear(false)
    let joined = badge.lastLoadIfNeeded === user.loadRequests.first
    trace.record("badge", "loadIfNeeded() -> " + (joined ? "the load in flight" : "a new load"))
    transport.respondNotModified(to: "/search/users/bo")
    let after: User? = user.typedContent()
    trace.record("resource", "same User object after the 304: \(before === after)")
    transport.respond(to: "/users/8/posts", status: 500, body: Data())
    trace.screen("The screen keeps the posts and shows the error:", window)

    trace.note("The badge appears again: everything it shows is fresh.")
    badge.viewWillAppear(false)
    trace.record("badge", "loadIfNeeded() -> " + (badge.lastLoadIfNeeded == nil ? "nil" : "a load"))
    let pictures = transport.sent.filter { $0.url.path == "/avatars/bo.img" }.count
    trace.record("network", "GET /avatars/bo.img: \(pictures) in all, for both screens")
    trace.screen("The badge:", badge.view)
    return trace
  }
}
