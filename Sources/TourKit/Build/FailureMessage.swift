import Foundation

/// A failing check's message, split into the plain-words comment the kata's
/// author wrote and the technical detail the testing library added.
struct FailureMessage: Equatable {
  /// What should have happened, in plain words, when the test says so.
  let explanation: String?
  /// The expectation that failed, e.g. `(service.delegate → nil) != nil`.
  let detail: String

  init(raw: String) {
    let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    // Swift Testing writes "Expectation failed: <expression> (error): <comment>".
    if let range = text.range(of: " (error): ") {
      explanation = String(text[range.upperBound...])
      detail = text[..<range.lowerBound].replacingOccurrences(of: "Expectation failed: ", with: "")
    } else {
      explanation = nil
      detail = text
    }
  }
}
