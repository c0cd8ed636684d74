import Foundation

/// What one run of a test executable produced: how its process ended, and
/// what the test runner reported while it ran.
struct TestRun {
  let process: ProcessRunner.Result
  let report: TestRunReport

  /// How long a kata's tests may run before they are taken to be waiting for
  /// ever. They take well under a second; this is a safety net for a
  /// continuation that is never resumed, not a timer any test relies on.
  static let timeLimit: Double = 300
}
