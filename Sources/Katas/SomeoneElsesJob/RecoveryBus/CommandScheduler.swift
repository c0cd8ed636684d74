/// Runs work off the main actor, and deliveries on it: where the bus runs
/// each command's work, and how its result gets back to the screen that
/// sent it.
///
/// The app would run work on Swift's global executor at once; the tests
/// use the kit's `ManualScheduler` (in `Sources/Patterns/BusSupport`),
/// which keeps everything until the test says "run it", so every check is
/// instant and gives the same answer every time.
public protocol CommandScheduler: Sendable {
  /// Runs `work` off the main actor, now or later. Returns what cancels
  /// it, for a bus that wants to; this one need not keep it.
  @discardableResult
  func schedule(_ work: @escaping @Sendable () async -> Void) -> @Sendable () -> Void

  /// Runs `delivery` on the main actor, later.
  func deliver(_ delivery: @escaping @MainActor @Sendable () -> Void)
}
