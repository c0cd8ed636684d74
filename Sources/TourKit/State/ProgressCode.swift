import Foundation

/// One learner's progress as a single line of text they can paste into a chat
/// or drop in a shared folder, so a facilitator can see the whole room
/// without any server or account:
///
///     pk1;name=Ana;kata=slim-timeline;step=3;steps=5;since=2026-11-22T09:40:00Z;
///     done=2;katas=9;extras=1;hints=4;at=2026-11-22T09:52:00Z
///
/// Readable on purpose: a learner can see exactly what they share.
struct ProgressCode: Equatable {
  var name: String
  /// The kata the learner is on; nil when they have not started one.
  var kata: String?
  /// The first failing step at their last check (nil when none is known).
  var step: Int?
  var steps: Int?
  /// Since when they have been on that step.
  var since: Date?
  var done: Int
  var katas: Int
  /// Katas whose optional extra step passes too: shown apart from `done`.
  /// Nil in codes made before extra steps existed.
  var extras: Int?
  /// Hints that count: those read before their step first passed at a
  /// check (`LearnerState.hasPassed`). Nil in codes made before hints were
  /// shared. The field is written and read as before, so `room` reads codes
  /// from every version; those made before the rule was "first passed"
  /// also count hints read for a step a later edit had broken again.
  var hints: Int?
  /// When the code was made.
  var at: Date

  static let prefix = "pk1;"

  /// The code for the learner's state, as of `now`.
  @MainActor
  init(name: String, learner: LearnerState, now: Date = Date()) {
    self.name = name
    let current = learner.currentKata
    let finished = current.map(learner.isDone) ?? false
    kata = current?.id
    step = finished ? nil : current.flatMap(learner.currentStep)
    steps = current?.requiredSteps.count
    since = finished ? nil : current.flatMap(learner.onStepSince)
    done = learner.doneKatas.count
    katas = learner.catalogue.katas.count
    extras = learner.extraDoneKatas.count
    hints = learner.hintsUsed
    at = now
  }

  init(
    name: String, kata: String?, step: Int?, steps: Int?, since: Date?, done: Int, katas: Int,
    extras: Int? = nil, hints: Int? = nil, at: Date
  ) {
    self.name = name
    self.kata = kata
    self.step = step
    self.steps = steps
    self.since = since
    self.done = done
    self.katas = katas
    self.extras = extras
    self.hints = hints
    self.at = at
  }

  var text: String {
    let dates = ISO8601DateFormatter()
    var fields = ["name=\(Self.clean(name))"]
    if let kata { fields.append("kata=\(kata)") }
    if let step { fields.append("step=\(step)") }
    if let steps { fields.append("steps=\(steps)") }
    if let since { fields.append("since=\(dates.string(from: since))") }
    fields += ["done=\(done)", "katas=\(katas)"]
    if let extras { fields.append("extras=\(extras)") }
    if let hints { fields.append("hints=\(hints)") }
    fields.append("at=\(dates.string(from: at))")
    return Self.prefix + fields.joined(separator: ";")
  }

  /// Reads a code back; nil if `line` is not one (other text in a paste is
  /// simply skipped).
  init?(line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard let start = trimmed.range(of: Self.prefix) else { return nil }
    var fields: [String: String] = [:]
    for pair in trimmed[start.upperBound...].split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    let dates = ISO8601DateFormatter()
    guard let name = fields["name"], let at = fields["at"].flatMap(dates.date(from:)) else {
      return nil
    }
    self.init(
      name: name, kata: fields["kata"], step: fields["step"].flatMap { Int($0) },
      steps: fields["steps"].flatMap { Int($0) }, since: fields["since"].flatMap(dates.date(from:)),
      done: fields["done"].flatMap { Int($0) } ?? 0,
      katas: fields["katas"].flatMap { Int($0) } ?? 0,
      extras: fields["extras"].flatMap { Int($0) }, hints: fields["hints"].flatMap { Int($0) },
      at: at)
  }

  /// Names may not carry the separators.
  private static func clean(_ name: String) -> String {
    String(name.map { $0 == ";" || $0 == "=" || $0.isNewline ? "-" : $0 }).trimmingCharacters(
      in: .whitespaces)
  }
}
