import Foundation

extension KataVerdict {
  /// How one harness attack fared over the starter or the solution.
  struct HarnessResult {
    let attack: HarnessAttack
    let base: HarnessAttack.Base
    /// What the judge said of it.
    let judgement: Judgement?

    /// What a learner would have read.
    var verdict: TestVerdict? { judgement?.verdict }

    /// Caught: the gate the attack is there to prove caught it (the run
    /// judged to have ended early, for an attack on the report; the house
    /// rule that keeps the tests' names theirs, for one that shadows
    /// them), and the check did not say complete. Anything else, a failing
    /// step included, would mean the attack was not seen: over the starter
    /// the steps fail anyway, over the solution they pass.
    var caught: Bool {
      guard let judgement, !judgement.verdict.isComplete else { return false }
      return judgement.gates.contains(attack.expects)
    }
  }

  /// Judges one attack: the harness must catch it by the run alone.
  mutating func judge(
    _ attack: HarnessAttack, over base: HarnessAttack.Base, _ judgement: Judgement?
  ) {
    let result = HarnessResult(attack: attack, base: base, judgement: judgement)
    record(result)
    guard !result.caught else { return }
    let said = judgement.map {
      $0.verdict.isComplete ? "Kata complete" : $0.verdict.described(in: kit)
    }
    recordProblem(
      "harness attack `\(attack.name)` over the \(base.rawValue) was not caught by the "
        + "\(attack.expects.name) (the check said: \(said ?? "nothing")). It tries: "
        + attack.tries)
  }

  /// " · 4/4 harness attacks caught", or nothing when none were built.
  var harnessSummary: String {
    guard !harnessResults.isEmpty else { return "" }
    let caught = harnessResults.filter(\.caught).count
    return " · \(caught)/\(harnessResults.count) harness attacks caught"
  }
}
