import Foundation

/// Which hints count against the learner: the rule, and the counts that
/// `progress`, `share` and `room` show.
extension LearnerState {
  /// The rule for hints: a hint counts against the learner only if it was
  /// read before its step first passed at a check. Once a check has seen
  /// the step pass, the learner has shown they can do it, so its hints are
  /// free from then on: when a later edit breaks the step again, and after
  /// `reset` too. (A hint read after fixing the code but before checking
  /// counts: the tour only knows what a check has seen.)
  func hasPassed(_ kata: Kata, step: Int) -> Bool {
    everPassed(progress.kata(kata.id), kata).contains(step)
  }

  /// How many of a step's hints count against the learner.
  func hintsUsed(_ kata: Kata, step: Int) -> Int {
    progress.kata(kata.id).hintTiers[String(step)] ?? 0
  }

  /// Every hint of `kata` that counts.
  func hintsUsed(_ kata: Kata) -> Int {
    progress.kata(kata.id).hintTiers.values.reduce(0, +)
  }

  /// Every hint that counts, over every kata: what `share` and `room` show.
  var hintsUsed: Int {
    progress.katas.values.reduce(0) { $0 + $1.hintTiers.values.reduce(0, +) }
  }

  /// The steps of `kata` that have passed at some check. Records written
  /// before that was kept say it with what they have: the steps passing at
  /// the last check, those whose hints were read after passing, and every
  /// required step of a finished kata.
  func everPassed(_ state: Progress.KataProgress, _ kata: Kata) -> Set<Int> {
    if let everPassed = state.everPassed { return Set(everPassed) }
    var steps = Set(state.passedSteps)
    steps.formUnion((state.hintsAfterPassing ?? [:]).keys.compactMap { Int($0) })
    if state.completed != nil { steps.formUnion(kata.requiredStepNumbers) }
    return steps
  }
}
