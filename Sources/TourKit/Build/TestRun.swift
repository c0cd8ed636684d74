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

  /// How long the runner may report nothing (no test starting or ending)
  /// before the run is taken to be waiting for ever. Each test takes
  /// milliseconds, so a silence this long is a test that will never end:
  /// a continuation never resumed, two tasks waiting for each other. It
  /// ends such a run in half a minute instead of five, for `check` and for
  /// verify's shared run of hundreds of variants alike.
  ///
  /// `PATTERNS_TOUR_TEST_QUIET_LIMIT` sets it, for the tour's own tests
  /// and nothing else: with 0, a run is stopped at the first look, so a
  /// test of the limit waits for no clock.
  static let quietLimit: Double =
    ProcessInfo.processInfo.environment["PATTERNS_TOUR_TEST_QUIET_LIMIT"].flatMap(Double.init)
    ?? 30
}
