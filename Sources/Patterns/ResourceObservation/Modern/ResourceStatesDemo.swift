import Foundation
import HeadlessKit

/// The same resources, observed the Swift Concurrency way: a loop awaits
/// `resource.states` instead of an observer object being told.
///
/// 1. The loop's first state is the resource as it is now; then one state
///    per change.
/// 2. While the loop is busy, two changes pass; it then reads only the
///    newest state.
/// 3. The loop goes away, and with it the resource's observer: nothing
///    holds the resource, so memory pressure lets it go.
///
/// The demo drives the loop one `next()` at a time, so that each line
/// prints in order; an app writes `for await state in resource.states`.
@MainActor
public enum ResourceStatesDemo {
  public static func run() async -> Trace {
    let trace = Trace()
    let transport = FakeTransport()
    let service = ExampleAPI.makeService(
      transport: transport, clock: ManualClock(), pipelineExecution: .immediate)
    transport.log = { trace.record("network", $0) }
    let user = ExampleAPI.user(named: "bo", in: service)

    trace.note("A task starts a loop over the states of \(user.path).")
    var states: AsyncStream<ResourceState>.Iterator? = user.states.makeAsyncIterator()
    trace.record("resource", "observed: \(user.isObserved)")
    await read(&states, into: trace)

    trace.note("The loop asks for a load; the server answers.")
    user.loadIfNeeded()
    await read(&states, into: trace)
    transport.respond(
      to: "/search/users/bo", json: #"{"id": 8, "name": "bo", "avatar": "/avatars/bo.img"}"#,
      etag: "\"bo-1\"")
    await read(&states, into: trace)

    trace.note("The loop is busy while a refresh starts and the server says 304.")
    user.load()
    transport.respondNotModified(to: "/search/users/bo")
    await read(&states, into: trace)

    trace.note("The loop ends (its task was cancelled): its observer goes too.")
    states = nil
    trace.record("resource", "observed: \(user.isObserved)")
    let flushed = service.flushUnusedResources()
    trace.record("service", "memory pressure lets \(flushed) unobserved resource(s) go")
    return trace
  }

  private static func read(
    _ states: inout AsyncStream<ResourceState>.Iterator?, into trace: Trace
  ) async {
    guard let state = await states?.next(isolation: MainActor.shared) else { return }
    let user: User? = state.typedContent()
    let data = user.map { "User \($0.name)" } ?? "no data"
    let loading = state.isLoading ? ", loading" : ""
    trace.record("for await", "state after \(state.event): \(data)\(loading)")
  }
}
