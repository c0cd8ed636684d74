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
  /// `verdict` with each passed step whose doors are still open, or whose
  /// lookups are still made, in the code the house rules read (`facts`)
  /// turned into a failed one that says which.
  static func apply(to verdict: TestVerdict, facts: HouseRuleFacts, of kata: Kata) -> TestVerdict {
    guard let steps = verdict.steps,
      steps.contains(where: { $0.passed && !($0.step.closes + $0.step.forbids).isEmpty })
    else { return verdict }
    let judged = steps.map { result -> StepResult in
      guard result.passed, !(result.step.closes + result.step.forbids).isEmpty else {
        return result
      }
      let messages =
        stillOpen(result.step.closes, in: facts).map { message(forDoor: $0) }
        + stillUsed(result.step.forbids, in: facts).map { message(forUse: $0) }
      guard !messages.isEmpty else { return result }
      return StepResult(
        number: result.number, step: result.step, status: .failed(messages),
        testCount: result.testCount)
    }
    return TestVerdict(steps: judged, of: kata)
  }

  /// The doors of `closes` that the code still declares public.
  static func stillOpen(_ closes: [String], in facts: HouseRuleFacts) -> [HouseRuleFacts.Sighted] {
    facts.publicNames.filter { closes.contains($0.name) }
  }

  /// Where the code still makes one of the lookups of `forbids`.
  static func stillUsed(_ forbids: [String], in facts: HouseRuleFacts) -> [HouseRuleFacts.Sighted] {
    facts.lookups.filter { forbids.contains($0.name) }
  }

  private static func message(forUse found: HouseRuleFacts.Sighted) -> FailureMessage {
    let place = "\(found.file.lastPathComponent):\(found.line)"
    return FailureMessage(
      explanation: "The tests of this step pass, but its last move is not made: "
        + "`\(found.name)` is still in \(place), on a path the tests may never take. This "
        + "step ends with nothing looking it up: look at what that line needs it for.",
      detail: place)
  }

  private static func message(forDoor door: HouseRuleFacts.Sighted) -> FailureMessage {
    let place = "\(door.file.lastPathComponent):\(door.line)"
    return FailureMessage(
      explanation: "The tests of this step pass, but its last move is not made: "
        + "`\(door.name)` is still public (\(place)). "
        + "That door lets a screen go on telling one failure or answer from another "
        + "itself. Look at what the brief says this step ends with.",
      detail: place)
  }
}
