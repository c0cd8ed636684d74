/// A scheduler the test drives: it keeps every piece of work and every
/// delivery until the test runs them, so the test decides when each step
/// happens, and nothing depends on timing.
///
///     bus.send(FeedCommand()) { result = $0 }
///     #expect(scheduler.pendingWorkCount == 1)   // queued, not run
///     await scheduler.runUntilIdle()             // run it, deliver it
///     #expect(result != nil)
///
/// Work still runs off the main actor (each job in a task of its own), as
/// it would in the app; only *when* it runs is up to the test.
///
/// It speaks no bus's names: each bus declares the scheduler it needs (the
/// command bus's `CommandScheduler`, a kata's own), and `schedule(_:)` and
/// `deliver(_:)` are what each asks, so the bus's module or its tests make
/// this one of them in a line: `extension ManualScheduler: CommandScheduler {}`.
public final class ManualScheduler: Sendable {
  private struct Job: Sendable {
    let number: Int
    let work: @Sendable () async -> Void
  }

  private struct State: Sendable {
    var waiting: [Job] = []
    var running: [Int: Task<Void, Never>] = [:]
    var deliveries: [@MainActor @Sendable () -> Void] = []
    var nextNumber = 1
    var workWaiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Locked(State())

  public init() {}

  /// Work scheduled and not started yet.
  public var pendingWorkCount: Int { state.withLock { $0.waiting.count } }

  /// Work started and not finished (say, waiting for a held request).
  public var runningWorkCount: Int { state.withLock { $0.running.count } }

  /// Deliveries waiting for the main actor.
  public var pendingDeliveryCount: Int { state.withLock { $0.deliveries.count } }

  /// Keeps `work` until the test starts it, and returns what cancels it:
  /// work not started yet never starts; running work has its task
  /// cancelled.
  @discardableResult
  public func schedule(_ work: @escaping @Sendable () async -> Void) -> @Sendable () -> Void {
    let (number, waiters) = state.withLock { state in
      defer {
        state.nextNumber += 1
        state.workWaiters = []
      }
      state.waiting.append(Job(number: state.nextNumber, work: work))
      return (state.nextNumber, state.workWaiters)
    }
    for waiter in waiters { waiter.resume() }
    return { [state] in
      let task = state.withLock { state -> Task<Void, Never>? in
        state.waiting.removeAll { $0.number == number }
        return state.running[number]
      }
      task?.cancel()
    }
  }

  /// Keeps `delivery` until the test runs the deliveries on the main actor.
  public func deliver(_ delivery: @escaping @MainActor @Sendable () -> Void) {
    state.withLock { $0.deliveries.append(delivery) }
  }

  /// Returns once some work is waiting to be started: how a test waits for
  /// work sent from another task to reach the scheduler, without sleeping.
  public func waitForWork() async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> Bool in
        guard state.waiting.isEmpty else { return true }
        state.workWaiters.append(continuation)
        return false
      }
      if ready { continuation.resume() }
    }
  }

  // MARK: Running

  /// Starts the oldest waiting job in a task of its own, off the main
  /// actor, and returns that task without waiting for it; nil if nothing
  /// is waiting.
  @discardableResult
  public func startNext() -> Task<Void, Never>? {
    state.withLock { state in
      guard !state.waiting.isEmpty else { return nil }
      let job = state.waiting.removeFirst()
      let task = Task.detached { [state = self.state] in
        await job.work()
        state.withLock { _ = $0.running.removeValue(forKey: job.number) }
      }
      state.running[job.number] = task
      return task
    }
  }

  /// Starts every waiting job at once, each in its own task, and returns
  /// the tasks: for tests of work that overlaps.
  @discardableResult
  public func startAll() -> [Task<Void, Never>] {
    var tasks: [Task<Void, Never>] = []
    while let task = startNext() { tasks.append(task) }
    return tasks
  }

  /// Runs the deliveries waiting now, oldest first, on the main actor
  /// (including any they cause, such as a listener failing a command).
  @MainActor
  public func deliverAll() {
    while let delivery = state.withLock({
      $0.deliveries.isEmpty ? nil : $0.deliveries.removeFirst()
    }) {
      delivery()
    }
  }

  /// Runs everything until nothing is left: each waiting job in turn, to
  /// its end, then the deliveries, and again for any work those caused (a
  /// retry, a re-dispatch). One job at a time, so every run is the same.
  ///
  /// It waits for each job to end, so do not call it while a job waits for
  /// a request the test holds: start it with `startNext()` instead. It
  /// gives up after `limit` rounds, so code that re-sends a failing command
  /// at once, for ever, ends the test instead of hanging it (its checks
  /// then fail).
  @MainActor
  public func runUntilIdle(limit: Int = 10_000) async {
    for _ in 0..<limit {
      if let task = startNext() {
        await task.value
      } else if pendingDeliveryCount > 0 {
        deliverAll()
      } else {
        return
      }
    }
  }
}
