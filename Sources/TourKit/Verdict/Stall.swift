import Foundation

/// Why a test run was still going when it was stopped at its time limit,
/// told by the processor time it used meanwhile. A test that waits for
/// something that never comes (an await never answered, a callback never
/// called) uses almost none; code that keeps working (a loop that never
/// ends, a search that does the same work again and again) uses it all
/// along. The two need different advice: a slow search has no continuation
/// to look for.
enum Stall: Equatable, Sendable {
  /// Almost no processor time: a test was waiting.
  case waiting
  /// The processor was busy for much of the run: code was working.
  case working
  /// The system did not say, or the figure is in between.
  case unclear

  /// Judges a run that lasted `seconds` and used `processorSeconds` of
  /// processor time (the test process's, with `swift test`'s own on the
  /// route that goes through it). A run is stopped only after half a
  /// minute of silence, so the figures are never small: a waiting run
  /// uses well under a twentieth of its time (the start-up, a second at
  /// most), a working one a quarter or more even on a machine shared with
  /// other work.
  init(processorSeconds: Double?, seconds: Double) {
    guard let processorSeconds, seconds > 0 else {
      self = .unclear
      return
    }
    let share = processorSeconds / seconds
    self = share >= 0.25 ? .working : share < 0.05 ? .waiting : .unclear
  }

  /// What the code kept the tests (or the story) doing: "waiting", "busy".
  var word: String {
    switch self {
    case .waiting: "waiting"
    case .working: "busy"
    case .unclear: "running"
    }
  }

  /// The first line of the report: how long, and what the processor said.
  /// `story` for `run`, whose one story is told, rather than a check's tests.
  func stopped(after seconds: Int, story: Bool = false) -> String {
    let stopped =
      (story ? "The story was" : "The tests were")
      + " still running after \(seconds) seconds and \(story ? "was" : "were") stopped"
    let they = story ? "It" : "They"
    switch self {
    case .waiting:
      return stopped + ". \(they) had used almost no processor time: "
        + (story ? "your code" : "a test") + " was waiting for something that never came."
    case .working:
      return stopped + ". \(they) kept the processor busy: code was working, not waiting, "
        + "and had not finished."
    case .unclear:
      return stopped + "."
    }
  }

  /// Where to look, for what the processor said; `story` as above.
  func advice(story: Bool = false) -> String {
    let one = story ? "A story" : "A test"
    switch self {
    case .waiting:
      return "An await that is never answered holds \(story ? "the story" : "its test") for "
        + "ever: look for a continuation that is not resumed on some path (a failure, a "
        + "second call), a callback that is never called, or two tasks waiting for each "
        + "other."
    case .working:
      return "\(one) takes milliseconds when the code is right, so "
        + (story ? "the code it ran" : "the one named above") + " does far more work than "
        + "it needs: look for a loop whose condition never changes, a method that calls "
        + "itself on every path, or a search that goes over the same part of the data again "
        + "at every level, so that its work grows much faster than the data."
    case .unclear:
      return "Either your code waits for something that never comes (an await never "
        + "answered, a callback never called), or it keeps working and never finishes (a "
        + "loop whose condition never changes, a search that repeats its work at every "
        + "level)." + (story ? "" : " Look at the test named above.")
    }
  }
}
