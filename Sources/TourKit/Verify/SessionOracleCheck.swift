import Foundation

/// verify's proof that each kata's sessions judge fairly: played on the app
/// as it was (the starter, built as the kata's own modules) and on the app
/// as it should be (the solution), every difference must be in a part some
/// step of the kata says it changes. Everything else the starter does, a
/// learner's app must keep doing, so a difference nobody declared would
/// fail a learner for keeping the app as it was.
///
/// The proof is the sessions' `Oracle` suite, which plays only when
/// `PATTERNS_TOUR_ORACLE` is set, run once on the starter verify built.
enum SessionOracleCheck {
  /// What is wrong with each kata's oracle, by kata id. Katas whose
  /// starter or solution did not build are left to the problems that say
  /// so.
  static func problems(
    of katas: [Kata], judgements: [String: Judgement], in package: ScratchPackage
  ) throws -> [String: [String]] {
    let played = katas.filter { kata in
      kata.sessionFolder(in: package.kit) != nil && judgements[kata.module]?.tested != nil
        && judgements[KataVerification.solutionModule(of: kata)]?.tested != nil
    }
    guard !played.isEmpty else { return [:] }
    let filter = "(" + played.map(\.testModule).joined(separator: "|") + ")\\.SessionOracle/"
    let run = try package.test(filter: filter, environment: ["PATTERNS_TOUR_ORACLE": "1"])
    var problems: [String: [String]] = [:]
    if let problem = TestVerdict.problem(with: run) {
      for kata in played {
        problems[kata.id] = ["sessions, oracle: " + problem.described(in: package.kit)]
      }
      return problems
    }
    for kata in played {
      let tests = run.report.tests(in: kata.testModule).filter { $0.suite == "SessionOracle" }
      if tests.isEmpty {
        problems[kata.id] = ["sessions, oracle: the Oracle suite did not run"]
      }
      for failure in tests.flatMap(\.failures) {
        problems[kata.id, default: []].append(
          "sessions: the app as it was differs from the app as it should be where no step "
            + "says it changes: " + (failure.explanation ?? failure.detail))
      }
    }
    return problems
  }
}
