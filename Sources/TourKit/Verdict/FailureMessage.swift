import Foundation

/// A failing check's message, split into the plain-words comment the kata's
/// author wrote and the technical detail the testing library added.
struct FailureMessage: Equatable {
  /// What should have happened, in plain words, when the test says so.
  let explanation: String?
  /// The expectation that failed, e.g. `(service.delegate → nil) != nil`.
  let detail: String
}
