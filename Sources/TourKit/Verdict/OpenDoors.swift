import Foundation

/// The doors a kata's steps close: names its starter makes public so that
/// the screens can go on doing work that is not theirs while the learner
/// moves it (a `NetworkError` a screen can still switch over), and that
/// a step ends by making private (`Kata.Step.closes`).
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
      steps.contains(where: { $0.passed && !$0.step.closes.isEmpty })
    else { return verdict }
    let kata = member.kata
    let judged = steps.map { result -> StepResult in
      guard result.passed, !result.step.closes.isEmpty else { return result }
      let open = stillOpen(result.step.closes, in: member, in: kit)
      guard !open.isEmpty else { return result }
      return StepResult(
        number: result.number, step: result.step,
        status: .failed(open.map { message(for: $0) }), testCount: result.testCount)
    }
    return TestVerdict(steps: judged, of: kata)
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

  private static func message(for door: HouseRuleFinding) -> FailureMessage {
    FailureMessage(
      explanation: "The tests of this step pass, but its last move is not made: "
        + "\(door.what.replacingOccurrences(of: "made public", with: "is still public")). "
        + "That door lets a screen go on telling one failure or answer from another "
        + "itself. Take `public` off it, as the brief says; the compiler then shows any "
        + "screen that still reaches through.",
      detail: "\(door.file.lastPathComponent):\(door.line)")
  }
}
