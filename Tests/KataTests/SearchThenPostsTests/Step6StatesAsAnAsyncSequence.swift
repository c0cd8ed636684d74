import Foundation
import HeadlessKit
import Synchronization
import Testing

@testable import SearchApp
@testable import SearchResources

/// The first state a loop is given; the rest (one state per change, a
/// loop that ends or is cancelled no longer observing) is what the step's
/// sessions play.
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
