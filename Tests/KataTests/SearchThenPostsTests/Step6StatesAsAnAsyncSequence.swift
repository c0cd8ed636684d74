import Foundation
import HeadlessKit
import Testing

@testable import SearchThenPosts

@Suite("6. A loop awaits the resource's states, and stops observing when it goes away")
@MainActor
struct Step6 {
  let service = makeService()
  var transport: FakeTransport { service.transport }

  @Test("A loop's first state is the resource as it is now")
  func firstStateIsNow() async throws {
    let resource = service.posts(ofUser: 7)
    resource.load()
    try #require(transport.respond(to: "/users/7/posts", body: postsJSON("one")))

    let loop = StatesLoop(over: resource)
    await loop.takeTurns()
    let first = try #require(
      loop.states.first,
      """
      The loop was given no state at all, so a `for await` loop over `states` never runs \
      its body. Build `states` on addObserver(owner:_:): yield a ResourceState for every \
      event the observer hears, starting with .observerAdded.
      """)
    #expect(
      first.event == .observerAdded && first.typedContent(as: [Post].self)?.count == 1,
      """
      The first state should be the resource as it is now (.observerAdded, with the post \
      already loaded), so a screen can draw at once; it was .\(first.event). Yield the \
      observer's .observerAdded too.
      """)
    await loop.stop()
  }

  @Test("Then one state per change, each as it was at its event")
  func oneStatePerChange() async throws {
    let resource = service.posts(ofUser: 7)
    let loop = StatesLoop(over: resource)
    await loop.takeTurns()
    try #require(loop.states.count == 1, "The loop's first state did not come: see the test above.")

    resource.load()
    await loop.takeTurns()
    let loading = try #require(
      loop.states.dropFirst().first,
      """
      A load started but the loop heard nothing: the stream's observer is gone already. \
      Something must keep its owner alive for as long as the loop is there (the \
      continuation's onTermination handler can hold it).
      """)
    #expect(
      loading.event == .requested && loading.isLoading,
      "After load() the loop should get .requested, loading; it got .\(loading.event).")

    try #require(transport.fail("/users/7/posts", message: "offline"))
    await loop.takeTurns()
    let failed = try #require(loop.states.dropFirst(2).first, "The failed load reached no loop.")
    #expect(
      failed.event == .error && failed.latestError?.message == "offline" && !failed.isLoading,
      "After a failed load the loop should get .error, with the error and not loading.")
    await loop.stop()
  }

  @Test("A loop that ends stops observing at once")
  func endedLoopStopsObserving() async throws {
    let resource = service.posts(ofUser: 7)
    var heard = 0
    for await _ in resource.states {
      heard += 1
      #expect(
        resource.isObserved,
        "While its loop runs, the resource should count the stream's observer.")
      break
    }
    try #require(heard == 1, "The loop was given no first state: see the first test.")
    #expect(
      !resource.isObserved,
      """
      The loop has ended, but the resource still counts an observer for it, so it can \
      never be let go. Own the stream's observer by an object that only the stream's \
      termination handler holds: when the consumer goes away, the owner goes too.
      """)
  }

  @Test("A cancelled task ends its loop, and a loop still running keeps hearing")
  func cancelledLoopEndsOthersCarryOn() async throws {
    let resource = service.posts(ofUser: 7)
    let staying = StatesLoop(over: resource)
    let leaving = StatesLoop(over: resource)
    await staying.takeTurns()
    try #require(
      staying.states.count == 1 && leaving.states.count == 1,
      "Each loop should get its own first state: see the first test.")

    await leaving.stop()
    #expect(
      resource.isObserved,
      "One loop's task was cancelled, and that silenced the other loop too.")

    resource.load()
    await staying.takeTurns()
    #expect(
      staying.states.map(\.event) == [.observerAdded, .requested],
      """
      The loop that stayed should hear the load (.requested) after the other one went \
      away; it heard \(staying.states.map { ".\($0.event)" }). Remove only the observer \
      of the loop that ended.
      """)
    await staying.stop()
  }
}

/// A `for await state in resource.states` loop, run in a task on the main
/// actor as an app's screen would run it, that writes down every state it
/// is given.
///
/// The tests never await a state directly: a stream that was given nothing
/// would make them wait for ever. Instead the loop takes its turns, then the
/// test looks at what it wrote down. An observer yields into the stream at
/// once, inside the event, so by the time the loop has had its turns on the
/// main actor, every state it was given is in `states`.
@MainActor
final class StatesLoop {
  private(set) var states: [ResourceState] = []
  private var task: Task<Void, Never>?

  init(over resource: Resource) {
    task = Task { @MainActor [weak self] in
      for await state in resource.states {
        self?.states.append(state)
      }
    }
  }

  /// Lets the loop run: the main actor runs its jobs in order, so a few
  /// turns are enough for the loop to start, read what the stream holds,
  /// and wait again.
  func takeTurns() async {
    for _ in 0..<5 { await Task.yield() }
  }

  /// Cancels the loop's task and waits for the loop to end (cancelling
  /// always ends a `for await` over an `AsyncStream`).
  func stop() async {
    task?.cancel()
    await task?.value
  }
}
