/// What a backup holds, in the words `restore <kata>` lists it with.
enum BackupSummary {
  /// How far the code had got, as the last check before the backup saw it.
  static func steps(_ record: BackupRecord?, of kata: Kata) -> String {
    guard let record else {
      return "Saved by an older version of the tour: its steps are not known."
    }
    guard let check = record.lastCheck else { return "Not checked before it was saved." }
    guard check.ran else {
      return "At the last check before it was saved, the tests did not run "
        + "(the code did not build, or crashed)."
    }
    let required = kata.requiredStepNumbers
    let passed = required.filter(check.passedSteps.contains).count
    let extras = kata.extraStepNumbers.filter(check.passedSteps.contains).count
    var words =
      passed == required.count
      ? (required.count == 1 ? "The step passed" : "All \(required.count) steps passed")
      : "\(passed) of \(counted(required.count, "step")) passed"
    if extras > 0 { words += ", and the extra step" }
    words += " at the last check before it was saved"
    return words + (record.editedAfterCheck ? "; edited after that check." : ".")
  }

  /// Which files differ from the starter. Their names are the learner's
  /// (any bytes a file name may hold), so each is escaped.
  static func files(_ changes: StarterChanges) -> String {
    guard !changes.isEmpty else { return "Same as the starter." }
    var parts: [String] = []
    if !changes.changed.isEmpty {
      parts.append("changed " + changes.changed.map { Echo.escaped($0) }.joined(separator: ", "))
    }
    if !changes.removed.isEmpty {
      parts.append("removed " + changes.removed.map { Echo.escaped($0) }.joined(separator: ", "))
    }
    let sentence = parts.joined(separator: "; ")
    return sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
  }
}
