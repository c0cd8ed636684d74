import Foundation

extension KataVerdict {
  /// How one harness attack fared over the starter or the solution.
  struct HarnessResult {
    let attack: HarnessAttack
    let base: HarnessAttack.Base
    /// What the harness said of the run it was in.
    let verdict: TestVerdict?

    /// Caught: the harness judged that the run ended early. Anything else,
    /// a failing step included, would mean the attack was not seen: over
    /// the starter the steps fail anyway, over the solution they pass.
    var caught: Bool {
      if case .endedEarly? = verdict { return true }
      return false
    }
  }

  /// Judges one attack: the harness must catch it by the run alone.
  mutating func judge(
    _ attack: HarnessAttack, over base: HarnessAttack.Base, _ verdict: TestVerdict?
  ) {
    let result = HarnessResult(attack: attack, base: base, verdict: verdict)
    record(result)
    guard !result.caught else { return }
    let said = verdict.map { $0.isComplete ? "Kata complete" : $0.described(in: kit) }
    recordProblem(
      "harness attack `\(attack.name)` over the \(base.rawValue) was not caught (the check "
        + "said: \(said ?? "nothing")). It tries: \(attack.tries)")
  }

  /// " · 4/4 harness attacks caught", or nothing when none were built.
  var harnessSummary: String {
    guard !harnessResults.isEmpty else { return "" }
    let caught = harnessResults.filter(\.caught).count
    return " · \(caught)/\(harnessResults.count) harness attacks caught"
  }
}
