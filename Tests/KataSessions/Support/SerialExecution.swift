import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs async work one job at a time, in the order it was started, on the
/// main actor: the work the app schedules, the tasks its code starts on its
/// own (`Task {}`, `Task.detached {}`), and the test's own awaits. A check
/// that looks at what is in flight then sees the same thing on every run,
/// whatever the machine is doing.
///
/// While `run` runs, the Swift runtime's hook for the global executor
/// (`swift_task_enqueueGlobal_hook`, the one SwiftPM's and Point-Free's
/// serial executors use too) hands every job meant for the thread pool to
/// the main actor instead, and counts it: `escapes` tells a check that some
/// work went around the executor it was given.
public enum SerialExecution {
  private typealias Original = @convention(thin) (UnownedJob) -> Void
  private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// The runtime's hook, found once. Kit code, never a learner's: the
  /// house rules keep raw pointers out of the workbench.
  nonisolated(unsafe) private static let hook: UnsafeMutablePointer<Hook?>? = dlsym(
    dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook"
  ).map { $0.assumingMemoryBound(to: Hook?.self) }

  private static let escaped = Atomic<Int>(0)

  /// How many jobs have gone to the global executor (and been brought to
  /// the main actor) since the process began: read it before and after a
  /// piece of work to tell whether that work started tasks of its own.
  public static var escapes: Int { escaped.load(ordering: .relaxed) }

  /// Whether the runtime has the hook; without it, work runs as usual.
  public static var isAvailable: Bool { hook != nil }

  /// Whether a `run` is under way, and who waits for their turn.
  @MainActor private static var isRunning = false
  @MainActor private static var turns: [CheckedContinuation<Void, Never>] = []

  /// Runs `body` with every job meant for the global executor run on the
  /// main actor, in order. One `run` at a time in the process: tests run
  /// side by side, and two runs would interleave their jobs (and their
  /// hooks); a second one waits for the first to end.
  @MainActor
  public static func run<Result>(_ body: @MainActor () async throws -> Result) async rethrows
    -> Result
  {
    if isRunning { await withCheckedContinuation { turns.append($0) } }
    isRunning = true
    defer {
      if turns.isEmpty { isRunning = false } else { turns.removeFirst().resume() }
    }
    let before = hook?.pointee
    hook?.pointee = { job, _ in
      SerialExecution.escaped.add(1, ordering: .relaxed)
      MainActor.shared.enqueue(job)
    }
    defer { hook?.pointee = before }
    return try await body()
  }
}
