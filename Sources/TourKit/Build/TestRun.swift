import Foundation

/// What one run of a test executable produced.
struct TestRun {
  let process: ProcessRunner.Result
  /// nil when no result file was written: the process crashed or was stopped.
  let cases: [TestCase]?
}
