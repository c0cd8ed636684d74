import Foundation

/// A problem to tell the learner about: what happened, what to do, and the
/// exit code. Never a stack trace.
struct TourError: Error {
  let message: String
  let suggestion: String?
  let exitCode: Int32

  /// The command line was wrong: exit code 2.
  static func usage(_ message: String, suggestion: String? = nil) -> TourError {
    TourError(message: message, suggestion: suggestion, exitCode: 2)
  }

  /// Something failed while doing the work: exit code 1.
  static func failure(_ message: String, suggestion: String? = nil) -> TourError {
    TourError(message: message, suggestion: suggestion, exitCode: 1)
  }

  /// Ctrl-C stopped the work: exit code 130, as a shell reports SIGINT.
  static func stopped(_ message: String, suggestion: String? = nil) -> TourError {
    TourError(message: message, suggestion: suggestion, exitCode: 130)
  }
}
