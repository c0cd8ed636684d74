import Foundation

/// One line of the event stream Swift Testing writes while it runs, when
/// given `--event-stream-output-path <file> --event-stream-version 0`: a
/// test the run holds, or something that happened to one. The schema is
/// described with swift-testing, in Documentation/ABI/JSON.md; only the
/// fields the tour reads are decoded here.
enum TestEvent: Equatable {
  /// A test the run holds, written before the run starts: a test function
  /// or a suite.
  case declared(DeclaredTest)
  case runStarted
  case testStarted(id: String)
  /// A failed expectation or a thrown error, in a test (`testID`) or, for
  /// the rare problem no test owns, outside them.
  case issueRecorded(testID: String?, FailureMessage)
  case testSkipped(id: String)
  case testEnded(id: String)
  case runEnded
  /// A record the tour has no use for: a parameterised test's cases, an
  /// attachment, a known issue.
  case other

  /// A test as the runner declares it.
  struct DeclaredTest: Equatable {
    /// "ComposeMessageTests.Step1/tapCallsTheAction()/Step1.swift:9:4" for a
    /// function, "ComposeMessageTests.Step1" for a suite.
    let id: String
    /// "tapCallsTheAction()", or the display name when it has one.
    let name: String
    let isSuite: Bool
    /// "ComposeMessageTests/Step1.swift": where it is declared, so results
    /// can be shown in the order a learner reads the tests.
    let file: String
    let line: Int
  }

  /// The event a line of the stream records, or nil when the line is not a
  /// record of version 0 at all.
  static func parse<Line: StringProtocol>(_ line: Line) -> TestEvent? {
    guard let record = try? JSONDecoder().decode(Record.self, from: Data(line.utf8)),
      record.version == 0
    else { return nil }
    let payload = record.payload
    switch (record.kind, payload.kind) {
    case ("test", "function"), ("test", "suite"):
      guard let id = payload.id, let name = payload.name else { return nil }
      return .declared(
        DeclaredTest(
          id: id, name: payload.displayName ?? name, isSuite: payload.kind == "suite",
          file: payload.sourceLocation?.fileID ?? "", line: payload.sourceLocation?.line ?? 0))
    case ("event", "runStarted"): return .runStarted
    case ("event", "runEnded"): return .runEnded
    case ("event", "testStarted"): return payload.testID.map { .testStarted(id: $0) }
    case ("event", "testEnded"): return payload.testID.map { .testEnded(id: $0) }
    case ("event", "testSkipped"): return payload.testID.map { .testSkipped(id: $0) }
    case ("event", "issueRecorded"):
      guard let issue = payload.issue else { return nil }
      if issue.isKnown { return .other }  // Expected by the test itself: not a failure.
      return .issueRecorded(testID: payload.testID, payload.failureMessage)
    case ("event", _), ("test", _): return .other
    default: return nil
    }
  }

  // MARK: The JSON

  private struct Record: Decodable {
    let version: Int
    /// "test" or "event".
    let kind: String
    let payload: Payload
  }

  private struct Payload: Decodable {
    /// "function" or "suite" for a test; "testStarted" and so on for an event.
    let kind: String
    let id: String?
    let name: String?
    let displayName: String?
    let sourceLocation: SourceLocation?
    let testID: String?
    let issue: Issue?
    let messages: [Message]?
    /// The comments passed to `#expect`, in the author's own words.
    let comments: [String]?

    enum CodingKeys: String, CodingKey {
      case kind, id, name, displayName, sourceLocation, testID, issue, messages
      case comments = "_comments"
    }

    /// The failure in two parts: the author's comment, and the expectation
    /// itself as the library prints it.
    var failureMessage: FailureMessage {
      let failing = messages?.first { $0.symbol == "fail" }?.text ?? messages?.first?.text
      let detail = (failing ?? "The test recorded an issue.")
        .replacingOccurrences(of: "Expectation failed: ", with: "")
      // The comments are also printed as the message's details; they are
      // read from there should a later schema leave the comments out.
      let details = messages?.filter { $0.symbol == "details" }.map(\.text) ?? []
      let comment = (comments ?? details).joined(separator: "\n")
      return FailureMessage(explanation: comment.isEmpty ? nil : comment, detail: detail)
    }
  }

  private struct SourceLocation: Decodable {
    let fileID: String
    let line: Int
  }

  private struct Issue: Decodable {
    let isKnown: Bool
  }

  private struct Message: Decodable {
    let symbol: String
    let text: String
  }
}
