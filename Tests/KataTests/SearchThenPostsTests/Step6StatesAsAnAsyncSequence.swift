import Foundation
import HeadlessKit
import Synchronization
import Testing

@testable import SearchApp
@testable import SearchResources

@Suite("6. A loop awaits the resource's states, and stops observing when it goes away")
@MainActor
struct Step6 {
  let service = makeService()
  var transport: FakeTransport { service.transport }

  @Test("A loop's first state is the resource as it is now")
  func firstStateIsNow() throws {
    let resource = service.posts(ofUser: 7)
    resource.load()
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one")),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")

    let loop = StatesLoop(over: resource)
    loop.takeTurns()
    let first = try #require(
      loop.states.first,
      """
      The loop was given no state at all, so a `for await` loop over `states` never runs \
      its body. Look at what `states` is built on.
      """)
    #expect(
      first.event == .observerAdded && first.typedContent(as: [Post].self)?.count == 1,
      """
      The loop's first state was .\(first.event), not the resource as it is now \
      (.observerAdded, with the post already loaded): a screen would draw nothing until \
      the next load.
      """)
    loop.stop()
  }

  @Test("Then one state per change, each as it was at its event")
  func oneStatePerChange() throws {
    let resource = service.posts(ofUser: 7)
    let loop = StatesLoop(over: resource)
    loop.takeTurns()
    try #require(loop.states.count == 1, "The loop's first state did not come: see the test above.")

    resource.load()
    loop.takeTurns()
    let loading = try #require(
      loop.states.dropFirst().first,
      """
      A load started but the loop heard nothing: the stream's observer is gone already, \
      while the loop is still there. Look at what keeps the observer's owner alive.
      """)
    #expect(
      loading.event == .requested && loading.isLoading,
      "After load() the loop got .\(loading.event), not .requested, loading.")

    try #require(
      transport.fail("/users/7/posts", message: "offline"),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")
    loop.takeTurns()
    let failed = try #require(loop.states.dropFirst(2).first, "The failed load reached no loop.")
    #expect(
      failed.event == .error && failed.latestError?.message == "offline" && !failed.isLoading,
      "After a failed load the loop did not get .error, with the error, not loading.")
    loop.stop()
  }

  @Test("A loop that ends stops observing at once")
  func endedLoopStopsObserving() throws {
    let resource = service.posts(ofUser: 7)
    let loop = StatesLoop(over: resource, breakingAfter: 1)
    loop.takeTurns()
    try #require(loop.hasEnded, "The loop was given no first state: see the first test.")
    #expect(
      !resource.isObserved,
      """
      The loop has ended, but the resource still counts an observer for it, so it can \
      never be let go. Look at what owns the stream's observer, and who keeps that \
      owner alive.
      """)
  }

  @Test("A cancelled task ends its loop, and a loop still running keeps hearing")
  func cancelledLoopEndsOthersCarryOn() throws {
    let resource = service.posts(ofUser: 7)
    let staying = StatesLoop(over: resource)
    let leaving = StatesLoop(over: resource)
    staying.takeTurns()
    leaving.takeTurns()
    try #require(
      staying.states.count == 1 && leaving.states.count == 1,
      "Not every loop got its own first state: see the first test.")

    leaving.stop()
    #expect(
      resource.isObserved,
      "One loop's task was cancelled, and that silenced the other loop too.")

    resource.load()
    staying.takeTurns()
    #expect(
      staying.states.map(\.event) == [.observerAdded, .requested],
      """
      After the other loop went away, the loop that stayed heard \
      \(staying.states.map { ".\($0.event)" }), not the load (.requested): ending one loop \
      silenced the other.
      """)
    staying.stop()
  }
}

/// A `for await state in resource.states` loop, run in a task of its own as
/// an app would run it, that writes down every state it is given.
///
/// The tests never await a state: a stream that was given nothing would make
/// them wait for ever. The loop's task runs on an executor the test owns
/// instead, and `takeTurns()` runs it, on the test's thread, as far as it can
/// go now. An observer yields into the stream inside the event, so after
/// `takeTurns()` every state the loop was given is in `states`, on every run.
@MainActor
final class StatesLoop {
  private let executor = TestExecutor()
  private let notes = Notes()
  private var task: Task<Void, Never>?

  /// What the loop wrote down: shared by the loop's task and the test.
  final class Notes: Sendable {
    let states = Mutex<[ResourceState]>([])
    let hasEnded = Mutex(false)
  }

  /// The states the loop was given, oldest first.
  var states: [ResourceState] { notes.states.withLock { $0 } }
  /// Whether the loop has ended (it breaks after `limit` states).
  var hasEnded: Bool { notes.hasEnded.withLock { $0 } }

  init(over resource: Resource, breakingAfter limit: Int = .max) {
    let stream = resource.states
    task = Task(executorPreference: executor) { [notes] in
      for await state in stream {
        let count = notes.states.withLock { states in
          states.append(state)
          return states.count
        }
        if count == limit { break }
      }
      notes.hasEnded.withLock { $0 = true }
    }
  }

  /// Lets the loop run until it waits for the next state (or has ended).
  func takeTurns() {
    executor.runUntilIdle()
  }

  /// Cancels the loop's task, which ends a `for await` over an
  /// `AsyncStream`, and lets the loop run to its end.
  func stop() {
    task?.cancel()
    executor.runUntilIdle()
  }
}

/// An executor that keeps the jobs of the tasks that prefer it until the
/// test runs them, oldest first, on the test's own thread.
final class TestExecutor: TaskExecutor {
  private let jobs = Mutex<[UnownedJob]>([])

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  func runUntilIdle() {
    while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
