/// Where and when the bus runs work, and how it gets back to the main actor.
///
/// The bus never starts a task itself: it hands each command's work to its
/// scheduler, and each outcome to `deliver(_:)`. That one seam makes the bus
/// testable without sleeping: the app's `TaskScheduler` runs work on Swift's
/// global executor at once; a test's `ManualScheduler` (the kit's, in
/// BusSupport) keeps it until the test says "run it now", so every step
/// comes in the same order every time.
public protocol CommandScheduler: Sendable {
  /// Runs `work` off the main actor, now or later, and returns what cancels
  /// it: work that has not started never will; running work has its task
  /// cancelled.
  func schedule(_ work: @escaping @Sendable () async -> Void) -> @Sendable () -> Void

  /// Runs `delivery` on the main actor, later. The bus delivers every
  /// outcome this way, so a sender is always called back on the main actor
  /// and never from inside its own `send` call.
  func deliver(_ delivery: @escaping @MainActor @Sendable () -> Void)
}
