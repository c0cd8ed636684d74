/// What `check` says when the build or the test run failed because the
/// disk is full: a full disk is not the learner's code, and reading it as
/// "does not compile" would send them looking for a mistake not there.
@MainActor
enum DiskFullReport {
  /// Prints the report and returns true when `outcome` is a failure that
  /// ran out of room; otherwise prints nothing and returns false.
  static func printIfFull(
    _ outcome: KataCheck.Outcome, kata: Kata, context: TourContext, verbose: Bool
  ) -> Bool {
    guard let raw = outcome.rawOutputOfAFailedRun, DiskFull.isMentioned(in: raw) else {
      return false
    }
    let out = context.out
    out.line(context.terminal.bad("The disk is full, so your code could not be built and tested."))
    out.paragraph(DiskFull.advice, indent: 2)
    if verbose { out.line(raw) }
    out.next("Then check again:", "swift run patterns-tour check \(kata.id)")
    return true
  }
}

extension KataCheck.Outcome {
  /// What the build or the test run printed, when it failed before any
  /// test could be judged.
  fileprivate var rawOutputOfAFailedRun: String? {
    switch self {
    case .compileErrors(_, let raw), .crashed(_, let raw): raw
    case .noTests, .ran, .brokeHouseRules: nil
    }
  }
}
