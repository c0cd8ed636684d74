/// The app's scheduler: each command's work runs in a task of its own on
/// Swift's global concurrent executor (a pool of as many threads as the
/// machine has cores), never on the main actor, so the UI stays responsive
/// however long a command takes. Outcomes come back as main-actor tasks.
///
/// Why one task per command: a task is cheap (far cheaper than a thread),
/// it can be cancelled, and the executor already evens out the load: when
/// more commands are ready than there are cores, they wait their turn.
public struct TaskScheduler: CommandScheduler {
  /// The priority of the commands' tasks.
  public var priority: TaskPriority?

  public init(priority: TaskPriority? = nil) {
    self.priority = priority
  }

  public func schedule(_ work: @escaping @Sendable () async -> Void) -> @Sendable () -> Void {
    let task = Task.detached(priority: priority, operation: work)
    return { task.cancel() }
  }

  public func deliver(_ delivery: @escaping @MainActor @Sendable () -> Void) {
    Task { @MainActor in delivery() }
  }
}
