import Foundation

/// One test's outcome, as the test run wrote it to its xUnit file.
struct TestCase: Equatable {
  /// "SlimTimelineTests.Step2": the test module, then the suite.
  let className: String
  /// The test function, e.g. "serviceTellsItsDelegate()".
  let name: String
  /// Each recorded issue's message; empty when the test passed.
  let failures: [String]

  var passed: Bool { failures.isEmpty }
  var module: String { String(className.split(separator: ".").first ?? "") }
  /// The outermost suite under the module: the step.
  var suite: String {
    let parts = className.split(separator: ".")
    return parts.count > 1 ? String(parts[1]) : ""
  }
}
