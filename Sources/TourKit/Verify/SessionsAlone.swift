/// `verify --sessions-only`: what a kata's sessions reject on their own,
/// every hand-written test left out, by class of mistake. The sessions are
/// to catch behaviour a user would see, on paths no hand-written test
/// walks; this is how much of the corpus they catch without help.
@MainActor
enum SessionsAlone {
  /// `verify --sessions-only`.
  static let option = CommandSyntax.Option(
    name: "--sessions-only", help: "what the sessions alone reject, by class")

  /// The classes whose mistakes a user could see, which the sessions are
  /// held to (at least 80% of them rejected).
  static let behaviourClasses: Set<MistakeClass> = [
    .failurePaths, .concurrency, .secondInstances, .lifetimes, .identity, .observing, .async,
  ]

  /// Builds every wrong solution of `katas` with only its sessions, and
  /// prints, by class, how many they rejected. True when the behaviour
  /// classes reach 80%.
  static func measure(_ katas: [Kata], context: TourContext) throws -> Bool {
    let out = context.out
    var verification = KataVerification(
      kit: context.kit, folderName: "verify-sessions", includesExtras: true)
    verification.sessionsOnly = true
    out.line("Sessions alone, every hand-written test left out:")
    let outcome = try verification.run(katas.filter { $0.sessionFolder(in: context.kit) != nil })
    // A measurement of code that did not compile would read as nothing
    // rejected: say so instead.
    let broken = outcome.judgements.filter {
      if case .didNotCompile = $0.value.verdict { return true }
      return false
    }
    if let (module, judgement) = broken.min(by: { $0.key < $1.key }) {
      throw TourError.failure(
        "the sessions could not be measured: \(module) "
          + judgement.verdict.described(in: context.kit) + ".",
        suggestion: "Fix that first, then: \(Tour.shortCommand) verify --sessions-only")
    }
    var byClass: [String: (rejected: Int, all: Int, missed: [String])] = [:]
    var behaviour = (rejected: 0, all: 0)
    for kata in katas {
      let steps = verification.sessionSteps(of: kata).compactMap(kata.stepNumber(ofSuite:))
      for wrong in verification.wrongSolutions(of: kata) {
        guard let judgement = outcome.judgements[wrong.module(of: kata)] else { continue }
        let rejected = steps.contains { judgement.gates.contains(.step($0)) }
        let name = wrong.className ?? "none"
        var row = byClass[name] ?? (0, 0, [])
        row.all += 1
        if rejected { row.rejected += 1 } else { row.missed.append("\(kata.id)/\(wrong.name)") }
        byClass[name] = row
        if let kind = wrong.mistakeClass, behaviourClasses.contains(kind) {
          behaviour.all += 1
          if rejected { behaviour.rejected += 1 }
        }
      }
    }
    for (name, row) in byClass.sorted(by: { $0.key < $1.key }) {
      let mark = behaviourClasses.contains { $0.rawValue == name } ? "*" : " "
      out.line(
        "  \(mark) " + name.padding(toLength: 22, withPad: " ", startingAt: 0)
          + "\(row.rejected) of \(row.all)")
      for missed in row.missed { out.line(out.terminal.dim("        missed: \(missed)")) }
    }
    let share = behaviour.all == 0 ? 0 : behaviour.rejected * 100 / behaviour.all
    out.line()
    out.line(
      "Behaviour classes (*): \(behaviour.rejected) of \(behaviour.all) rejected by the "
        + "sessions alone (\(share)%; at least 80% wanted).")
    return behaviour.all > 0 && share >= 80
  }
}
