/// Runs work off the main actor, and deliveries on it: where a command
/// bus runs each command's work, and how its result gets back to the
/// screen that sent it.
///
/// The app would run work on Swift's global executor at once; the tests
/// use a `ManualScheduler`, which keeps everything until the test says
/// "run it", so every check is instant and gives the same answer every
/// time.
public protocol CommandScheduler: Sendable {
  /// Runs `work` off the main actor, now or later.
  func schedule(_ work: @escaping @Sendable () async -> Void)

  /// Runs `delivery` on the main actor, later.
  func deliver(_ delivery: @escaping @MainActor @Sendable () -> Void)
}
