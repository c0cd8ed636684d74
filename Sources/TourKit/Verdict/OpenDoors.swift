import Foundation

/// The doors a kata's steps close: names its starter makes public so that
/// the screens can go on doing work that is not theirs while the learner
/// moves it (a `NetworkError` a screen can still switch over), and that
/// a step ends by making private (`Kata.Step.closes`); and the lookups a
/// step ends by taking out of the code (`Application.shared` in a screen,
/// `Kata.Step.forbids`), which may sit on a path no test takes.
///
/// No behaviour test can see an access level, so a learner could pass the
/// step's tests and leave the door open for a screen to use. The check
/// reads the code instead, with the house rules' parse: a door still open
/// fails its step, whatever its tests said.
enum OpenDoors {
  /// `verdict` with each passed step whose doors are still open in
  /// `member` turned into a failed one that says which.
  static func apply(to verdict: TestVerdict, of member: ScratchPackage.Member, in kit: Kit)
    -> TestVerdict
  {
    guard let steps = verdict.steps,
      steps.contains(where: { $0.passed && !($0.step.closes + $0.step.forbids).isEmpty })
    else { return verdict }
    let kata = member.kata
    let judged = steps.map { result -> StepResult in
      guard result.passed, !(result.step.closes + result.step.forbids).isEmpty else {
        return result
      }
      let messages =
        stillOpen(result.step.closes, in: member, in: kit).map { message(for: $0) }
        + stillUsed(result.step.forbids, in: member, in: kit).map { message(forUse: $0) }
      guard !messages.isEmpty else { return result }
      return StepResult(
        number: result.number, step: result.step, status: .failed(messages),
        testCount: result.testCount)
    }
    return TestVerdict(steps: judged, of: kata)
  }

  /// Where `member`'s code still uses one of `forbids` (`Application.shared`,
  /// after its module's name or not), read from the code's words, so a
  /// comment or a string never counts: each as the use and `file:line`.
  static func stillUsed(_ forbids: [String], in member: ScratchPackage.Member, in kit: Kit)
    -> [(use: String, place: String)]
  {
    guard !forbids.isEmpty else { return [] }
    let files = HouseRules.program(of: member, in: kit).sources.map(\.file)
    var uses: [(use: String, place: String)] = []
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let source = SourceText(text)
      let words = source.tokens.map(\.text)
      for use in forbids {
        let wanted = use.split(separator: ".").map(String.init).flatMap { [$0, "."] }.dropLast()
        for start in words.indices where words[start...].starts(with: wanted) {
          let line = source.line(at: source.tokens[start].offset)
          uses.append((use, "\(file.lastPathComponent):\(line)"))
        }
      }
    }
    return uses
  }

  /// The doors of `closes` that `member`'s code still declares public.
  static func stillOpen(
    _ closes: [String], in member: ScratchPackage.Member, in kit: Kit, scratch: URL? = nil
  ) -> [HouseRuleFinding] {
    let kata = member.kata
    var program = HouseRules.program(of: member, in: kit)
    let doors = Set(closes)
    // Every public name counts as crossing except the doors, so the
    // boundary rule names exactly those still open.
    program.sources = program.sources.map { source in
      var source = source
      let offered = kata.modules.first { $0.name == source.module }?.publicNames
      source.publicNames = offered.map { $0.subtracting(doors) }
      return source
    }
    let findings = try? HouseRules.check(
      [program], scratch: scratch ?? kit.scratch.appendingPathComponent("doors"))
    return (findings ?? []).filter { finding in
      finding.rule == .boundary && doors.contains { finding.what.hasPrefix("`\($0)`") }
    }
  }

  private static func message(forUse found: (use: String, place: String)) -> FailureMessage {
    FailureMessage(
      explanation: "The tests of this step pass, but its last move is not made: "
        + "`\(found.use)` is still in \(found.place), on a path the tests may never take. This "
        + "step ends with nothing looking it up: look at what that line needs it for.",
      detail: found.place)
  }

  private static func message(for door: HouseRuleFinding) -> FailureMessage {
    FailureMessage(
      explanation: "The tests of this step pass, but its last move is not made: "
        + "\(door.what.replacingOccurrences(of: "made public", with: "is still public")) "
        + "(\(door.file.lastPathComponent):\(door.line)). "
        + "That door lets a screen go on telling one failure or answer from another "
        + "itself. Look at what the brief says this step ends with.",
      detail: "\(door.file.lastPathComponent):\(door.line)")
  }
}
