import Foundation

@testable import TourKit

/// Event-stream lines as Swift Testing 6.3.1 writes them, in the shape
/// recorded from a real run (`--event-stream-version 0`), with shorter ids.
/// Forged lines in the tests are built the same way, because a forger can
/// copy the format: what gives one away is when and where it arrives.
enum RecordedStream {
  /// "DemoKataTests.Step1/first()/Step1.swift:4:4"
  static func id(_ suite: String, _ name: String, line: Int) -> String {
    "DemoKataTests.\(suite)/\(name)/\(suite).swift:\(line):4"
  }

  static func suite(_ suite: String) -> String {
    #"{"kind":"test","payload":{"displayName":"1. First","id":"DemoKataTests.\#(suite)","#
      + #""kind":"suite","name":"\#(suite)","sourceLocation":{"_filePath":"\/k\/\#(suite).swift","#
      + #""column":2,"fileID":"DemoKataTests\/\#(suite).swift","line":3}},"version":0}"#
  }

  static func declared(_ suite: String, _ name: String, line: Int) -> String {
    #"{"kind":"test","payload":{"id":"\#(id(suite, name, line: line))","isParameterized":false,"#
      + #""kind":"function","name":"\#(name)","sourceLocation":{"_filePath":"\/k\/\#(suite).swift","#
      + #""column":4,"fileID":"DemoKataTests\/\#(suite).swift","line":\#(line)}},"version":0}"#
  }

  static func event(_ kind: String, _ testID: String? = nil) -> String {
    let test = testID.map { #","testID":"\#($0)""# } ?? ""
    return #"{"kind":"event","payload":{"instant":{"absolute":384.48,"since1970":1795607425.01},"#
      + #""kind":"\#(kind)","messages":[{"symbol":"default","text":"\#(kind)"}]\#(test)},"#
      + #""version":0}"#
  }

  static let runStarted = event("runStarted")
  static let runEnded = event("runEnded")
  static func started(_ testID: String) -> String { event("testStarted", testID) }
  static func ended(_ testID: String) -> String { event("testEnded", testID) }

  /// A failed `#expect` with its comment, as recorded (backtrace shortened).
  static func issue(_ testID: String, known: Bool = false) -> String {
    #"{"kind":"event","payload":{"_comments":["The count should be 2."],"#
      + #""instant":{"absolute":384.49,"since1970":1795607425.02},"issue":{"_backtrace":"#
      + #"[{"address":139902278123222}],"isKnown":\#(known),"sourceLocation":{"#
      + #""_filePath":"\/k\/Step1.swift","column":24,"fileID":"DemoKataTests\/Step1.swift","#
      + #""line":5}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"#
      + #""Expectation failed: (x → 1) == 2"},{"symbol":"details","text":"#
      + #""The count should be 2."}],"testID":"\#(testID)"},"version":0}"#
  }

  /// The two-step demo kata's tests: first() and second() in Step1, third()
  /// in Step2.
  static let first = id("Step1", "first()", line: 4)
  static let second = id("Step1", "second()", line: 9)
  static let third = id("Step2", "third()", line: 4)

  /// Everything before the first test starts.
  static let opening = [
    suite("Step1"), declared("Step1", "first()", line: 4), declared("Step1", "second()", line: 9),
    suite("Step2"), declared("Step2", "third()", line: 4), runStarted,
  ]

  /// A whole run in which `first()` fails and the others pass.
  static let oneFailure =
    opening + [
      started("DemoKataTests.Step1"), started(first), issue(first), ended(first),
      started(second), ended(second), ended("DemoKataTests.Step1"),
      started("DemoKataTests.Step2"), started(third), ended(third), ended("DemoKataTests.Step2"),
      runEnded,
    ]

  /// The same run with every test passing.
  static var allPass: [String] { oneFailure.filter { !$0.contains("issueRecorded") } }

  /// A test run that ended with `status` after writing `lines`.
  static func run(
    _ lines: [String], status: Int32 = 0, signalled: Bool = false, timedOut: Bool = false,
    output: String = ""
  ) -> TestRun {
    TestRun(
      process: ProcessRunner.Result(
        status: status, wasSignalled: signalled, output: output, seconds: 1, timedOut: timedOut),
      report: TestRunReport(reading: lines.joined(separator: "\n") + "\n"))
  }
}
