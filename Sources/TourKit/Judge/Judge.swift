import Foundation

/// The one judge. `check`, `run`, `watch` and `verify` all come to their
/// verdict here, through the same gates in the same order, so every wrong
/// solution in the corpus is proven against exactly what a learner meets:
///
/// 1. the build: code that does not compile (a seam crossed, or not) goes
///    no further;
/// 2. the house rules, read on the very files the build compiled;
/// 3. the tests, read from the test runner's event stream as they run;
/// 4. the doors: a step whose tests pass fails while the code it ends with
///    is not there (read from the house rules' own parse).
///
/// Where the code is built and tested is the bench's business (a check's
/// package, or verify's package of variants); what the gates conclude is
/// this function's alone.
struct Judge {
  let kit: Kit
  let bench: any JudgeBench

  /// Judges `member`: its verdict, and every gate that caught it.
  func judge(_ member: ScratchPackage.Member) throws -> Judgement {
    do {
      return try gates(of: member)
    } catch let error where DiskFull.isCause(of: error) {
      return Judgement(verdict: .diskFull, gates: [], output: "\(error)", reading: nil)
    }
  }

  private func gates(of member: ScratchPackage.Member) throws -> Judgement {
    let kata = member.kata
    let build = try bench.build(member)
    if let errors = build.errors {
      if DiskFull.isMentioned(in: build.output) {
        return Judgement(verdict: .diskFull, gates: [], output: build.output, reading: nil)
      }
      let crossing = errors.contains { crossesASeam($0, in: member) }
      return Judgement(
        verdict: .didNotCompile(errors), gates: [crossing ? .boundary : .build],
        output: build.output, reading: nil)
    }
    var gates: [Gate] = []
    var refused: TestVerdict?
    var reading: HouseRules.Reading?
    var unread: String?
    switch bench.houseRules(of: member) {
    case .read(let readings):
      reading = readings.first
      let findings = reading?.findings ?? []
      if !findings.isEmpty {
        refused = .brokeHouseRules(findings)
        gates += Self.gates(of: findings)
        if !bench.testsWhateverTheRulesSay {
          return Judgement(
            verdict: .brokeHouseRules(findings), gates: gates, output: build.output,
            reading: reading)
        }
      }
    case .notChecked(let reason):
      unread = reason
    }
    guard let run = try bench.test(member) else {
      return Judgement(
        verdict: refused ?? .noTests, gates: gates, output: build.output, reading: reading)
    }
    var tested = TestVerdict(judging: run, of: kata, testModule: member.testModule)
    if tested.failedBeforeAnyTest, DiskFull.isMentioned(in: run.process.output) {
      tested = .diskFull
    }
    gates += Self.gates(of: tested)
    if let facts = reading?.facts {
      let doored = OpenDoors.apply(to: tested, facts: facts, of: kata)
      let before = Set((tested.steps ?? []).filter(\.passed).map(\.number))
      let after = Set((doored.steps ?? []).filter(\.passed).map(\.number))
      gates += before.subtracting(after).sorted().map(Gate.door)
      tested = doored
    }
    if let unread, let steps = tested.steps {
      tested = .houseRulesUnread(reason: unread, steps: steps)
    }
    return Judgement(
      verdict: refused ?? tested, gates: gates, output: run.process.output, reading: reading,
      tested: tested)
  }

  /// The gates the house rules' findings are: the boundary rule's is the
  /// boundary, each other rule its own.
  static func gates(of findings: [HouseRuleFinding]) -> [Gate] {
    var gates: [Gate] = []
    for finding in findings {
      let gate: Gate = finding.rule == .boundary ? .boundary : .houseRule(finding.rule)
      if !gates.contains(gate) { gates.append(gate) }
    }
    return gates
  }

  /// The gates a test run's verdict is.
  static func gates(of verdict: TestVerdict) -> [Gate] {
    switch verdict {
    case .failed(let steps), .passed(let steps):
      return steps.filter { if case .failed = $0.status { true } else { false } }
        .map { .step($0.number) }
    case .crashed: return [.crashed]
    case .timedOut: return [.timedOut]
    case .endedEarly: return [.endedEarly]
    default: return []
    }
  }

  /// Whether a compile error is a module using what a seam hides from it.
  private func crossesASeam(_ error: CompileError, in member: ScratchPackage.Member) -> Bool {
    guard let file = error.file?.standardizedFileURL.path else { return false }
    for layer in [member.sources] + member.overlays {
      let root = layer.standardizedFileURL.path + "/"
      guard file.hasPrefix(root) else { continue }
      return SeamCrossing.find(
        message: error.diagnostic.message, path: String(file.dropFirst(root.count)),
        kata: member.kata, root: member.sources) != nil
    }
    return false
  }
}
