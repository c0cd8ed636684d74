import Foundation
import Testing

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

@Suite("5. Async code awaits a command: execute returns what send delivers")
@MainActor
struct Step5 {
  let transport = FakeTransport()
  let scheduler = ProbeScheduler()

  @Test("execute returns the handler's output, from work the scheduler ran once")
  func returnsTheOutput() async throws {
    let spy = SpyHandler("login", accepts: { $0 is LoginCommand }, output: sessionFor)
    let bus = bareBus(scheduler, spy)

    let awaited = Awaited { try await bus.execute(LoginCommand(username: "ana", password: "x")) }
    awaited.runUntilIdle()
    await scheduler.runUntilIdle()
    awaited.runUntilIdle()

    let outcome = try #require(
      awaited.outcome,
      """
      execute(_:) never returned, though the bus ran the login and delivered it. Wrap \
      send(_:completion:) in withCheckedThrowingContinuation, and resume the continuation \
      in the completion.
      """)
    #expect(
      (try? outcome.get())?.name == "ana",
      "execute(_:) should return the handler's session; it gave \(outcome).")
    #expect(
      spy.commandsRun == ["LoginCommand"] && spy.ranOnlyInScheduledWork,
      """
      The handler should run the login once, inside work the scheduler started; it ran \
      \(spy.commandsRun.count) time(s)\(spy.ranOnlyInScheduledWork ? "" : ", some outside it"). \
      Build execute on send(_:completion:), not on perform(_:).
      """)
  }

  @Test("A failed command is thrown: the handler's error, or no answer from the network")
  func throwsTheFailure() async throws {
    let spy = SpyHandler("no", accepts: { $0 is LoginCommand }, output: { _ in throw SpyFailure() })
    let failingBus = bareBus(scheduler, spy)
    let failing = Awaited {
      try await failingBus.execute(LoginCommand(username: "ana", password: "x"))
    }
    transport.script("/ping", .fail)
    let offlineBus = bareBus(scheduler, NetworkHandler(transport: transport))
    let offline = Awaited { try await offlineBus.execute(PingCommand()) }
    failing.runUntilIdle()
    offline.runUntilIdle()
    await scheduler.runUntilIdle()
    failing.runUntilIdle()
    offline.runUntilIdle()

    let failure = try #require(
      failing.outcome,
      """
      execute(_:) never returned after the command failed: the caller would wait for ever. \
      Resume the continuation for a failure too (continuation.resume(with: result) does both).
      """)
    #expect(
      failure.thrown is SpyFailure,
      "execute(_:) should throw the handler's own error; it gave \(failure).")
    let noAnswer = try #require(
      offline.outcome, "execute(_:) never returned when the network gave no answer.")
    #expect(
      noAnswer.thrown as? NetworkError == .offline,
      "With no answer from the network, execute(_:) should throw NetworkError.offline; it gave \(noAnswer)."
    )
  }

  @Test("A command nobody handles throws noHandler, not a crash and not a wait")
  func noHandlerIsThrown() async throws {
    let bus = bareBus(scheduler)
    let awaited = Awaited { try await bus.execute(OrphanCommand()) }
    awaited.runUntilIdle()
    await scheduler.runUntilIdle()
    awaited.runUntilIdle()

    let outcome = try #require(
      awaited.outcome,
      """
      execute(_:) never returned for a command nobody handles: the caller would wait for \
      ever. Whatever send's completion gets, resume the continuation with it.
      """)
    #expect(
      outcome.thrown as? CommandBusError == .noHandler(command: "OrphanCommand"),
      "A command nobody handles should throw CommandBusError.noHandler; execute gave \(outcome).")
  }

  @Test("The result comes back through send's delivery, once, and not before")
  func resumedOnceByTheDelivery() async throws {
    let spy = SpyHandler(
      "echo", accepts: { $0 is EchoCommand }, output: { ($0 as? EchoCommand)?.text ?? "" })
    let bus = bareBus(scheduler, spy)
    let awaited = Awaited { try await bus.execute(EchoCommand(text: "hello")) }

    awaited.runUntilIdle()
    #expect(
      awaited.outcome == nil && spy.commands.isEmpty && scheduler.pendingWorkCount == 1,
      """
      execute(_:) should send the command through the bus and wait: here \
      \(spy.commands.count) command(s) ran before the scheduler ran any work, and \
      \(scheduler.pendingWorkCount) piece(s) of work were scheduled. Call send(_:completion:).
      """)
    await scheduler.startNext()?.value
    awaited.runUntilIdle()
    #expect(
      awaited.outcome == nil && scheduler.pendingDeliveryCount == 1,
      """
      execute(_:) returned before the bus delivered the outcome: it went around send. \
      Resume the continuation in send's completion, which the delivery calls.
      """)

    scheduler.deliverAll()
    awaited.runUntilIdle()
    let outcome = try #require(
      awaited.outcome, "The bus delivered the outcome, but execute(_:) never returned.")
    #expect(
      (try? outcome.get()) == "hello", "execute(_:) should return the output; it gave \(outcome).")
    #expect(
      spy.commands.count == 1 && scheduler.pendingWorkCount == 0,
      "One execute should run its command once; the handler ran it \(spy.commands.count) times.")
  }
}

/// Async work awaited in a task that runs only when the test calls
/// `runUntilIdle()`, on an executor of its own: the way the scheduler lets
/// the test decide when the bus's work runs.
///
/// So a check can tell "it returned" from "it never will" without waiting:
/// once the bus has delivered everything and this executor has nothing
/// left to run, work that has not returned is waiting for a continuation
/// that nobody will resume.
final class Awaited<Output: Sendable>: Sendable {
  private let executor = TestExecutor()
  private let result = Locked<Result<Output, any Error>?>(nil)

  init(_ work: @escaping @Sendable () async throws -> Output) {
    Task(executorPreference: executor) { [result] in
      let outcome: Result<Output, any Error>
      do {
        outcome = .success(try await work())
      } catch {
        outcome = .failure(error)
      }
      result.withLock { $0 = outcome }
    }
  }

  /// What the work returned or threw; nil while it has not.
  var outcome: Result<Output, any Error>? { result.withLock { $0 } }

  /// Runs the awaiting task as far as it can go now.
  func runUntilIdle() { executor.runUntilIdle() }
}

/// An executor that keeps the jobs of the tasks that prefer it until the
/// test runs them, on the test's own thread, oldest first.
final class TestExecutor: TaskExecutor {
  private let jobs = Locked<[UnownedJob]>([])

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

extension Result {
  /// The error execute threw, if it threw. (Step 2 has the same as
  /// `error`; this step's checks also run alone.)
  fileprivate var thrown: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
