import Foundation

/// The lines of a crashed or stopped test run worth showing: the runtime's
/// fatal error, from what the process printed, and the tests that were
/// running, from what the test runner reported.
enum CrashSummary {
  /// `signal` is the one that ended the process, if any: runaway
  /// recursion prints nothing, the process just dies of a memory fault
  /// when the stack runs out, so that signal is said in words.
  static func lines(output: String, signal: Int32? = nil, running: [String] = []) -> [String] {
    var summary = output.split(separator: "\n").map(String.init).filter {
      $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Precondition failed")
        || $0.contains("Assertion failed") || $0.contains("Stack overflow")
    }
    if summary.isEmpty, let signal, signal == SIGSEGV || signal == SIGBUS {
      summary.append(
        "The tests stopped with a memory fault (signal \(signal)) and no error message.")
    }
    summary += running.map { "While running the test \"\($0)\"" }
    return Array(summary.prefix(6))
  }

  /// How a report of tests that ran past their time limit starts.
  static func stoppedWaiting(after seconds: Int) -> String {
    "The tests were still running after \(seconds) seconds and were stopped: something "
      + "waits for an answer that never comes."
  }
}
