/// Async work awaited in a task that runs only when the test calls
/// `runUntilIdle()`, on an executor of its own: the way the scheduler lets
/// the test decide when the bus's work runs.
///
/// So a check can tell "it returned" from "it never will" without waiting:
/// once the bus has delivered everything and this executor has nothing
/// left to run, work that has not returned is waiting for a continuation
/// that nobody will resume (or for a listener that still holds its
/// command).
public final class Awaited<Output: Sendable>: Sendable {
  private let executor = TestExecutor()
  private let result = Locked<Result<Output, any Error>?>(nil)

  public init(_ work: @escaping @Sendable () async throws -> Output) {
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
  public var outcome: Result<Output, any Error>? { result.withLock { $0 } }

  /// Runs the awaiting task as far as it can go now. False if it was still
  /// busy after many jobs: it keeps waking itself up (a polling loop).
  @discardableResult
  public func runUntilIdle() -> Bool { executor.runUntilIdle() }
}
