/// Sub-commands: a big command run as several smaller ones.
///
/// "Refresh everything" is the feed and the inbox. Its handler runs each
/// with `execute(_:)`: the bus routes it to its own handler, but runs it
/// *inside* the parent's work, as a child task in Swift's structured
/// concurrency. That is what gives sub-commands their rules for free:
///
/// - The parent completes only when all of its children have: its task
///   cannot end while child tasks it started are running.
/// - If one child fails, the parent fails: in a task group (or
///   `executeAll(_:)`), the first error is thrown and the other children
///   are cancelled at once.
/// - Cancelling the parent cancels every child.
///
/// Children are not journaled or scheduled on their own, and no listener
/// sees their failures: replaying or retrying the parent runs them again.
extension CommandContext {
  /// Runs `child` now, through the handler the bus finds for it, as part of
  /// the current command. Throws what the child's handler throws,
  /// `CommandError.noHandler` if nobody takes it, or `CancellationError` if
  /// the current command was cancelled.
  ///
  /// To run children at the same time, use `executeAll(_:)` or a task
  /// group (see `RefreshEverythingHandler`).
  public func execute<Child: Command>(_ child: Child) async throws -> Child.Output {
    try await bus.runChild(child, of: commandID)
  }

  /// Runs `children` at the same time and returns their outputs in the
  /// same order. The first failure cancels the others and is thrown.
  public func executeAll<Child: Command>(_ children: [Child]) async throws -> [Child.Output] {
    try await withThrowingTaskGroup(of: (Int, Child.Output).self) { group in
      for (index, child) in children.enumerated() {
        group.addTask { (index, try await execute(child)) }
      }
      var outputs: [Child.Output?] = Array(repeating: nil, count: children.count)
      for try await (index, output) in group {
        outputs[index] = output
      }
      return outputs.compactMap { $0 }
    }
  }
}
