import Foundation

/// An executor that keeps the jobs of the tasks that prefer it until the
/// test runs them, on the test's own thread, oldest first; or, once let
/// go, runs them on their own so nothing is left waiting for the test.
public final class TestExecutor: TaskExecutor {
  private struct State: Sendable {
    var jobs: [UnownedJob] = []
    var arrivals: [CheckedContinuation<Void, Never>] = []
    var free = false
  }

  private let state = Locked(State())

  public init() {}

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let (free, arrivals) = state.withLock { state in
      if !state.free { state.jobs.append(job) }
      defer { state.arrivals = [] }
      return (state.free, state.arrivals)
    }
    if free { runElsewhere(job) }
    for arrival in arrivals { arrival.resume() }
  }

  /// Returns once a job is waiting to run (no sleeping).
  public func waitForJobs() async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state in
        guard state.jobs.isEmpty, !state.free else { return true }
        state.arrivals.append(continuation)
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Runs the waiting jobs, and the jobs they make, until none is left.
  /// False if some were still waiting after `limit` jobs.
  @discardableResult
  public func runUntilIdle(limit: Int = 10_000) -> Bool {
    for _ in 0..<limit {
      guard let job = state.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) else {
        return true
      }
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
    return state.withLock { $0.jobs.isEmpty }
  }

  /// From now on every job runs on its own, off the test's thread: what
  /// the test has seen is seen, and the rest may finish.
  public func letGo() {
    let jobs = state.withLock { state in
      state.free = true
      defer { state.jobs = [] }
      return state.jobs
    }
    for job in jobs { runElsewhere(job) }
  }

  private func runElsewhere(_ job: UnownedJob) {
    let executor = asUnownedTaskExecutor()
    DispatchQueue.global().async { job.runSynchronously(on: executor) }
  }
}
