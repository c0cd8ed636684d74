import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// HARNESS ATTACK (see Exercises/harness/README.md): code a learner could add
// to any workbench file to make a check pass without solving the kata.
// verify lays it over every kata's starter and solution and requires the
// check to catch it. It is here to be caught, never to be copied.

/// Results that say every step passed, in each form the test process may
/// have been told to write them, and where it was told to write them.
enum HarnessForgery {
  /// "ComposeMessageTests": the kata's test module, named after the module
  /// this file is compiled into ("ComposeMessage/HarnessForgery.swift").
  static let testModule = String(#fileID.prefix { $0 != "/" }) + "Tests"

  /// The value after any of `flags` on the test process's command line.
  static func value(after flags: [String]) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(where: flags.contains),
      arguments.indices.contains(index + 1)
    else { return nil }
    return arguments[index + 1]
  }

  /// Where the runner writes its xUnit report, if it was asked for one.
  static var xUnitPath: String? { value(after: ["--xunit-output"]) }

  /// Where the runner writes its event stream, if it was asked for one.
  static var eventStreamPath: String? {
    value(after: ["--event-stream-output-path", "--experimental-event-stream-output"])
  }

  /// An xUnit report in which every step, up to twelve, passed.
  static var passingXUnit: String {
    let cases = (1...12).map {
      "<testcase classname=\"\(testModule).Step\($0)\" name=\"passes()\" time=\"0.001\"/>"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>"
      + "<testsuite name=\"TestResults\" errors=\"0\" tests=\"12\" failures=\"0\" "
      + "skipped=\"0\" time=\"0.01\">" + cases.joined() + "</testsuite></testsuites>\n"
  }

  /// Event-stream records saying that every step's suite passed, then that
  /// the run passed.
  static var passingEvents: String {
    let now = Date().timeIntervalSince1970
    func event(_ kind: String, _ text: String, test: String? = nil) -> String {
      let testID = test.map { ",\"testID\":\"\($0)\"" } ?? ""
      return "{\"kind\":\"event\",\"payload\":{\"instant\":{\"absolute\":0,\"since1970\":"
        + "\(now)},\"kind\":\"\(kind)\",\"messages\":[{\"symbol\":\"pass\",\"text\":"
        + "\"\(text)\"}]\(testID)},\"version\":0}\n"
    }
    let suites = (1...12).map { "\(testModule).Step\($0)" }
    let passes = suites.map {
      event("testStarted", "Suite started.", test: $0)
        + event("testEnded", "Suite passed.", test: $0)
    }
    return passes.joined() + event("runEnded", "Test run passed.")
  }

  /// Writes both: the report over whatever the runner wrote there, the
  /// records after whatever it sent.
  static func writePassingResults() {
    if let xUnitPath {
      try? Data(passingXUnit.utf8).write(to: URL(fileURLWithPath: xUnitPath))
    }
    if let eventStreamPath { append(Array(passingEvents.utf8), to: eventStreamPath) }
  }

  /// Appends `bytes` to a file or a named pipe.
  static func append(_ bytes: [UInt8], to path: String) {
    let descriptor = open(path, O_WRONLY | O_APPEND)
    guard descriptor >= 0 else { return }
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }
}
