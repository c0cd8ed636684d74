/// What `check` says when the build or the test run failed because the
/// disk is full: a full disk is not the learner's code, and reading it as
/// "does not compile" would send them looking for a mistake not there.
@MainActor
enum DiskFullReport {
  /// Prints the report and returns true when `verdict` is a failure that
  /// ran out of room (as `output` says); otherwise prints nothing and
  /// returns false.
  static func printIfFull(
    _ verdict: TestVerdict, output: String, kata: Kata, context: TourContext, verbose: Bool
  ) -> Bool {
    guard verdict.failedBeforeAnyTest, DiskFull.isMentioned(in: output) else { return false }
    let out = context.out
    out.line(context.terminal.bad("The disk is full, so your code could not be built and tested."))
    out.paragraph(DiskFull.advice, indent: 2)
    if verbose { out.line(output) }
    out.next("Then check again:", "\(Tour.shortCommand) check \(kata.id)")
    return true
  }
}

extension TestVerdict {
  /// Whether the build or the test run failed before any test could be
  /// judged.
  fileprivate var failedBeforeAnyTest: Bool {
    switch self {
    case .didNotCompile, .crashed, .timedOut, .endedEarly: true
    case .noTests, .passed, .failed, .brokeHouseRules: false
    }
  }
}
