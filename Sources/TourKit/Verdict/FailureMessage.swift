import Foundation

/// A failing check's message, split into the plain-words comment the kata's
/// author wrote and the technical detail the testing library added.
struct FailureMessage: Equatable {
  /// What should have happened, in plain words, when the test says so.
  let explanation: String?
  /// The expectation that failed, e.g. `(service.delegate → nil) != nil`.
  let detail: String
  /// The name of the check that failed: its test's display name ("A tap
  /// calls the action registered for the primary action, once"), so that
  /// a step failing several checks can list them all, one line each. Nil
  /// for a failure no test owns (a suite's, a door left open).
  var check: String? = nil

  /// The same failure, named after the test it was recorded in.
  func named(_ check: String) -> FailureMessage {
    var named = self
    named.check = check
    return named
  }
}
