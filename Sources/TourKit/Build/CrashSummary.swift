import Foundation

/// The lines of a crashed or stopped test run worth showing: the runtime's
/// fatal error, from what the process printed, and the tests that were
/// running, from what the test runner reported.
enum CrashSummary {
  /// `signal` is the one that ended the process, if any: runaway
  /// recursion prints nothing, the process just dies of a memory fault
  /// when the stack runs out, so that signal is said in words.
  static func lines(output: String, signal: Int32? = nil, running: [String] = []) -> [String] {
    var summary: [String] = []
    for line in output.split(separator: "\n") {
      guard let kept = runtimeError(in: line), !summary.contains(kept) else { continue }
      summary.append(kept)
    }
    if summary.isEmpty, let signal, signal == SIGSEGV || signal == SIGBUS {
      summary.append(
        "The tests stopped with a memory fault (signal \(signal)) and no error message.")
    }
    summary += running.map { "While running the test \"\($0)\"" }
    return Array(summary.prefix(6))
  }

  /// What the runtime said went wrong, when `line` is one of its own
  /// reports: "File.swift:12: Fatal error: message", a failed precondition
  /// or assertion, or the backtracer's "Program crashed: Stack overflow".
  /// Nil for everything else the process printed when it crashed: the
  /// backtrace, the register dump (whose bytes, shown as text, can spell
  /// out the very message), the list of loaded images, and the tests' own
  /// output.
  static func runtimeError<Line: StringProtocol>(in line: Line) -> String? {
    let text = line.trimmingCharacters(in: .whitespaces)
    let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]
    for kind in kinds {
      // At the start of the line, or after "Module/File.swift:12: ".
      if text.hasPrefix(kind) { return text }
      if let range = text.range(of: ": " + kind),
        isPlace(text[..<range.lowerBound])
      {
        return text
      }
    }
    if text.contains("Program crashed: Stack overflow") {
      return "Stack overflow: the stack ran out."
    }
    return nil
  }

  /// Whether `text` is a place the runtime names: "Module/File.swift:12".
  private static func isPlace(_ text: Substring) -> Bool {
    guard let colon = text.lastIndex(of: ":") else { return false }
    let file = text[..<colon]
    let line = text[text.index(after: colon)...]
    return file.hasSuffix(".swift") && !file.contains(" ") && !line.isEmpty
      && line.allSatisfy(\.isNumber)
  }
}
