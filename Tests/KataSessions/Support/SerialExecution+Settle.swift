import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a driver drains the work an action started, with no clock and no
/// guessing: inside `SerialExecution.run` every job, the app's own tasks
/// included, waits in one line for the main actor, so once a turn of that
/// line queues nothing new, nothing is left to run.
extension SerialExecution {
  private typealias Original = @convention(thin) (UnownedJob) -> Void
  private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// The runtime's hook for jobs queued on the main actor. Kit code, as the
  /// global one is.
  nonisolated(unsafe) private static let mainHook: UnsafeMutablePointer<Hook?>? = dlsym(
    dlopen(nil, RTLD_NOW), "swift_task_enqueueMainExecutor_hook"
  ).map { $0.assumingMemoryBound(to: Hook?.self) }

  /// The task that is settling (its address), whose own turns in the line
  /// are not work.
  private static let settler = Atomic<Int>(0)
  /// Jobs queued on the main actor for anyone but the settler.
  private static let queued = Atomic<Int>(0)

  /// Lets every job waiting for the main actor run, and every job those
  /// queue, until a whole turn queues none: the work an action started has
  /// then run as far as it can (up to a request the fake server holds, say).
  /// False if it was still busy after `limit` turns: code that keeps
  /// waking itself up (a loop that polls) never lets the app rest.
  ///
  /// Call it inside `SerialExecution.run`, from the main actor; outside,
  /// jobs on other threads are not waited for.
  @MainActor @discardableResult
  public static func settle(limit: Int = 100) async -> Bool {
    guard let mainHook else {
      for _ in 0..<limit { await Task.yield() }
      return true
    }
    let me = withUnsafeCurrentTask { task in task.map { unsafeBitCast($0, to: Int.self) } ?? 0 }
    let before = mainHook.pointee
    settler.store(me, ordering: .relaxed)
    mainHook.pointee = { job, original in
      if unsafeBitCast(job, to: Int.self) != SerialExecution.settler.load(ordering: .relaxed) {
        SerialExecution.queued.add(1, ordering: .relaxed)
      }
      original(job)
    }
    defer {
      mainHook.pointee = before
      settler.store(0, ordering: .relaxed)
    }
    for _ in 0..<limit {
      let seen = queued.load(ordering: .relaxed)
      await Task.yield()
      if queued.load(ordering: .relaxed) == seen { return true }
    }
    return false
  }
}
