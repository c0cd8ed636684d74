import Foundation

/// Why a test run cannot be judged although nothing crashed: it ended
/// before every test had reported, or something other than the test
/// runner wrote to its report. Either way the tests' results are not the
/// runner's, so no step passes or fails; `check` says what happened, and
/// `verify` requires it of every harness attack (Exercises/harness).
enum EarlyEnd: Equatable {
  /// The test process exited before the run started.
  case neverStarted(status: Int32)
  /// The process exited while tests were still to run.
  case stoppedBeforeTheEnd(finished: Int, of: Int, status: Int32, running: String?)
  /// The run said it had ended, but these tests never reported.
  case testsMissing([String], of: Int)
  /// The report held records the runner could not have written.
  case reportTampered([String])
  /// The exit status says otherwise than the report: the runner exits with
  /// a failure status exactly when a check failed.
  case statusContradicts(status: Int32, failures: Int)
  /// A failure the runner recorded outside every test.
  case failureOutsideTests(FailureMessage)

  /// What happened, in a few words, for verify's tables.
  var summary: String {
    switch self {
    case .neverStarted: return "never started"
    case .stoppedBeforeTheEnd: return "stopped before the end"
    case .testsMissing: return "tests missing from the report"
    case .reportTampered: return "report written by something else"
    case .statusContradicts: return "exit status contradicts the report"
    case .failureOutsideTests: return "failure outside the tests"
    }
  }

  /// The first line of `check`'s report: under 80 columns.
  var headline: String {
    switch self {
    case .neverStarted: return "The tests did not start, so no step could be judged."
    case .reportTampered:
      return "Something else wrote to the tests' report, so no step could be judged."
    case .failureOutsideTests:
      return "The tests reported a problem outside any test: no step could be judged."
    case .stoppedBeforeTheEnd, .testsMissing, .statusContradicts:
      return "Your code ended the test run before the tests finished."
    }
  }

  /// What happened, in a sentence.
  var explanation: String {
    switch self {
    case .neverStarted(let status):
      return "The test process exited with status \(status) before it ran any test."
    case .stoppedBeforeTheEnd(let finished, let total, let status, let running):
      let during = running.map { ", during the test \"\($0)\"" } ?? ""
      return "The test process exited with status \(status) when \(finished) of "
        + "\(counted(total, "test")) had finished\(during). The test runner never said the run was over."
    case .testsMissing(let names, let total):
      return "The report says the run is over, but \(names.count) of its "
        + "\(counted(total, "test")) never finished, the first being \"\(names[0])\"."
    case .reportTampered(let sentences):
      return "The report held records the test runner could not have written: "
        + sentences[0] + "."
    case .statusContradicts(let status, let failures) where failures == 0:
      return "Every test said it passed, yet the test process exited with status \(status)."
    case .statusContradicts(_, let failures):
      return "\(failures) check\(failures == 1 ? "" : "s") failed, yet the test process "
        + "exited with status 0, as if all had passed."
    case .failureOutsideTests(let failure):
      return failure.explanation ?? failure.detail
    }
  }

  /// Where to look.
  var advice: String {
    switch self {
    case .neverStarted, .failureOutsideTests:
      return "Check again with --verbose to see everything the tests printed; if it says "
        + "nothing of your code, run \(Tour.shortCommand) doctor."
    default:
      return "A step counts only when the kata's tests run to their end and the test "
        + "runner alone reports them. Look in your files for code that ends the process "
        + "(exit, abort, a signal), runs code at exit, or writes to files or to file "
        + "descriptors, and take it out."
    }
  }
}
