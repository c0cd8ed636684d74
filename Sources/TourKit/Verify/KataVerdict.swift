import Foundation

/// What verify concludes about one kata from the judge's judgements of its
/// variants (see `Judge`): the starter fails the steps kata.json says, the
/// reference solution passes them all, every wrong solution fails the step
/// whose idea it breaks (one in the house-rules class is refused by a house
/// rule instead), and every harness attack, over the starter and over the
/// solution, is caught by the gate it is there to prove.
struct KataVerdict {
  /// How one wrong solution fared.
  struct WrongResult {
    let wrong: WrongSolution
    /// The number of the step that must reject it.
    let step: Int
    /// Why it was not rejected (passed the step, did not compile, crashed).
    let problem: String?
    /// Every gate that caught it, the one a learner meets first first.
    var gates: [Gate] = []

    /// Whether its named step failed, as it must.
    var rejected: Bool { problem == nil }
  }

  let kata: Kata
  let kit: Kit
  /// Steps whose starter result matched kata.json.
  private(set) var starterAsDeclared = 0
  /// Steps the solution passed.
  private(set) var solutionPassed = 0
  private(set) var wrongResults: [WrongResult] = []
  /// How each harness attack fared, over the starter and the solution.
  private(set) var harnessResults: [HarnessResult] = []
  /// Everything that is off, one sentence each.
  private(set) var problems: [String] = []
  /// Whether the completeness check found nothing missing.
  let isComplete: Bool

  /// The kata's variants' verdicts, by module; `manifestProblems` are what
  /// the completeness check found before anything was built, `warnings`
  /// what the compiler said of the kata's variants.
  /// `wrongSolutions` and `harnessAttacks` are those that were built (all of
  /// the kata's wrong solutions unless extras were left out), and
  /// `harnessBases` what the attacks were laid over.
  init(
    kata: Kata, kit: Kit, wrongSolutions: [WrongSolution]? = nil,
    harnessAttacks: [HarnessAttack] = [],
    harnessBases: [HarnessAttack.Base] = HarnessAttack.Base.allCases,
    judgements: [String: Judgement],
    manifestProblems: [String] = [], warnings: [String] = []
  ) {
    self.kata = kata
    self.kit = kit
    problems = manifestProblems + warnings
    isComplete = manifestProblems.isEmpty
    judgeStarter(judgements[kata.module]?.verdict)
    judgeSolution(judgements[KataVerification.solutionModule(of: kata)]?.verdict)
    for wrong in wrongSolutions ?? kata.wrongSolutions {
      // A step that does not exist is reported by the completeness check.
      guard let step = kata.stepNumber(ofSuite: wrong.failsStep) else { continue }
      judge(wrong, step: step, judgements[wrong.module(of: kata)])
    }
    for attack in harnessAttacks {
      for base in harnessBases {
        judge(attack, over: base, judgements[attack.module(of: kata, over: base)])
      }
    }
  }

  /// Judged from test verdicts alone, as if no house rule had anything to
  /// say: the gates are the tests'.
  init(
    kata: Kata, kit: Kit, wrongSolutions: [WrongSolution]? = nil,
    outcomes: [String: TestVerdict]
  ) {
    self.init(
      kata: kata, kit: kit, wrongSolutions: wrongSolutions, harnessAttacks: [],
      judgements: outcomes.mapValues {
        Judgement(verdict: $0, gates: Judge.gates(of: $0), output: "", reading: nil, tested: $0)
      })
  }

  var rejectedCount: Int { wrongResults.filter(\.rejected).count }

  /// For the harness's judging, in its own file.
  mutating func record(_ result: HarnessResult) { harnessResults.append(result) }
  mutating func recordProblem(_ problem: String) { problems.append(problem) }

  /// Checks that held, and checks that did not, for the closing count.
  var passed: Int {
    starterAsDeclared + solutionPassed + rejectedCount + harnessResults.filter(\.caught).count
  }
  var failed: Int { problems.count }

  /// "starter fails 5/5 · solution passes 5/5 · 9 wrong solutions rejected"
  var summary: String {
    let declared = kata.steps.filter(\.failsOnStarter).count
    let starter =
      declared == kata.steps.count
      ? "starter fails \(starterAsDeclared)/\(kata.steps.count)"
      : "starter as declared \(starterAsDeclared)/\(kata.steps.count)"
    let wrong =
      rejectedCount == wrongResults.count
      ? "\(rejectedCount) wrong solution\(rejectedCount == 1 ? "" : "s") rejected"
      : "\(rejectedCount) of \(wrongResults.count) wrong solutions rejected"
    let left = kata.wrongSolutions.count - wrongResults.count
    let extras = left > 0 ? " (+\(left) extra with --all-wrong)" : ""
    return "\(starter) · solution passes \(solutionPassed)/\(kata.steps.count) · \(wrong)\(extras)"
      + harnessSummary
  }

  // MARK: Judging

  private mutating func judgeStarter(_ verdict: TestVerdict?) {
    guard let steps = verdict?.steps else {
      problems.append("starter: " + describe(verdict))
      return
    }
    for (step, result) in zip(kata.steps, steps) {
      let asDeclared: Bool
      switch result.status {
      case .passed: asDeclared = !step.failsOnStarter
      case .failed: asDeclared = step.failsOnStarter
      case .notRun: asDeclared = false
      }
      if asDeclared {
        starterAsDeclared += 1
      } else {
        problems.append(
          "starter, step \(result.number): expected to "
            + (step.failsOnStarter ? "fail" : "pass") + " but "
            + (result.status == .notRun ? "no test ran" : result.passed ? "passed" : "failed"))
      }
    }
  }

  private mutating func judgeSolution(_ verdict: TestVerdict?) {
    guard let steps = verdict?.steps else {
      problems.append("solution: " + describe(verdict))
      return
    }
    for result in steps {
      if result.passed {
        solutionPassed += 1
        continue
      }
      var message = "no test ran"
      if case .failed(let failures) = result.status {
        message = failures.first.map { $0.explanation ?? $0.detail } ?? "failed"
      }
      problems.append("solution, step \(result.number): \(message)")
    }
  }

  private mutating func judge(_ wrong: WrongSolution, step number: Int, _ judgement: Judgement?) {
    let gates = judgement?.gates ?? []
    let byRule = gates.filter { $0.isHouseRule || $0 == .boundary }
    let problem: String?
    if let judgement, judgement.verdict.isComplete {
      problem = "passes every step and every gate"
    } else if wrong.mistakeClass == .houseRules {
      problem =
        byRule.isEmpty
        ? "is in the house-rules class, but no house rule refuses it ("
          + describe(judgement?.tested ?? judgement?.verdict) + ")" : nil
    } else if gates.contains(.step(number)) || gates.contains(.door(number)) {
      problem = nil
    } else if (judgement?.tested ?? judgement?.verdict)?.steps != nil {
      problem =
        "passes step \(number), which should reject it"
        + (byRule.isEmpty
          ? ""
          : "; only \(byRule.map(\.name).joined(separator: " and ")) refuses it, so it "
            + "belongs in the house-rules class, or step \(number) must catch it")
    } else {
      problem = describe(judgement?.tested ?? judgement?.verdict)
    }
    var result = WrongResult(wrong: wrong, step: number, problem: problem)
    result.gates = gates
    wrongResults.append(result)
    if let problem = result.problem {
      problems.append("wrong solution `\(wrong.name)` \(problem). Its mistake: \(wrong.mistake)")
    }
  }

  private func describe(_ verdict: TestVerdict?) -> String {
    verdict?.described(in: kit) ?? "was not checked"
  }
}
