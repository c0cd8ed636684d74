import Foundation

/// One learner's progress as a single line of text they can paste into a chat
/// or drop in a shared folder, so a facilitator can see the whole room
/// without any server or account. `share` prints the short form (see
/// ProgressCode+Short), which fits an 80-column line:
///
///     pk2;Ana;slim-timeline;3/5;12m;2/9;x1;h4;20261122T095200Z
///
/// Codes from older tours, in the keyed form, still read:
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
  /// The kata's required steps: given with a step, or for a kata every
  /// step of which passed. Nil with no step means none is known yet (the
  /// brief was read, no check has run the tests), which `room` shows as
  /// "-", not as every step done.
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

  /// The keyed form's prefix; the short form's is `shortPrefix`.
  static let prefix = "pk1;"

  /// The code as `share` prints it: the short form.
  var text: String { shortText }

  /// The keyed form, as tours before the short one wrote codes.
  var keyedText: String {
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

  /// How a line of text reads.
  enum Reading: Equatable {
    /// No code in it: other text in a paste, skipped.
    case notACode
    case code(ProgressCode)
    /// It starts like a code but is not a well-formed one; the reason.
    case rejected(String)
  }

  /// The fields that hold whole numbers.
  private static let numberFields = ["step", "steps", "done", "katas", "extras", "hints"]

  /// Reads the code in `line`, found after any other text on the line.
  /// The name is made printable (see `printable`). Dates must be in the
  /// form `text` writes them in, as every version of the tour has: a date
  /// in another form, or one that does not exist (30 February), is not
  /// guessed at.
  static func read(_ line: Substring) -> Reading {
    let short = line.range(of: shortPrefix)
    let keyed = line.range(of: prefix)
    if let short, keyed.map({ short.lowerBound < $0.lowerBound }) ?? true {
      return readShort(line[short.upperBound...])
    }
    guard let start = keyed else { return .notACode }
    var fields: [Substring: Substring] = [:]
    fields.reserveCapacity(12)
    // Split on the bytes of ";" and "=", which are never part of another
    // character, rather than character by character: a room may hold a
    // hundred thousand codes.
    let rest = line[start.upperBound...]
    for pair in rest.utf8.split(separator: UInt8(ascii: ";")) {
      guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let key = trimmed(line[pair.startIndex..<equals])
      let value = line[rest.utf8.index(after: equals)..<pair.endIndex]
      guard fields.updateValue(value, forKey: key) == nil else {
        return .rejected("it has the field `\(printable(key))` twice")
      }
    }
    var numbers: [String: Int] = [:]
    for key in numberFields {
      guard let text = fields[key[...]] else { continue }
      guard let number = Int(trimmed(text)) else {
        return .rejected("`\(key)` is not a whole number (\(printable(text.prefix(24))))")
      }
      numbers[key] = number
    }
    guard let name = fields["name"] else { return .rejected("it has no name") }
    guard let atText = fields["at"] else { return .rejected("it does not say when it was made") }
    guard let at = InternetDate.parse(atText) else {
      return .rejected("`at` is not a date (\(printable(atText.prefix(24))))")
    }
    var since: Date?
    if let sinceText = fields["since"] {
      guard let date = InternetDate.parse(sinceText) else {
        return .rejected("`since` is not a date (\(printable(sinceText.prefix(24))))")
      }
      since = date
    }
    return .code(
      ProgressCode(
        name: String(trimmed(printable(name)[...])),
        kata: fields["kata"].map { printable($0) }, step: numbers["step"],
        steps: numbers["steps"], since: since, done: numbers["done"] ?? 0,
        katas: numbers["katas"] ?? 0, extras: numbers["extras"], hints: numbers["hints"], at: at))
  }

  /// `text` without the spaces and tabs around it. (Looked for among the
  /// UTF-8 bytes: this runs for every field of every code a room reads.)
  private static func trimmed(_ text: Substring) -> Substring {
    let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
    guard let first = text.utf8.firstIndex(where: { !blank($0) }),
      let last = text.utf8.lastIndex(where: { !blank($0) })
    else { return text[text.endIndex...] }
    return text[first...last]
  }

  /// `text` without its control characters (the C0 and C1 controls, such
  /// as ESC, which starts the sequences that move the cursor or clear a
  /// terminal; a tab or line break becomes a space) and format characters (such as the marks that turn text
  /// right to left), so that a code from anyone can be printed on a
  /// facilitator's terminal and show only what it says.
  static func printable<Text: StringProtocol>(_ text: Text) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      // A tab or a line break between two words stays a gap between them.
      case "\t", "\n", "\r": scalars.append(" ")
      default:
        switch scalar.properties.generalCategory {
        case .control, .format: continue
        default: scalars.append(scalar)
        }
      }
    }
    return String(scalars)
  }

  /// Names may not carry the separators, nor anything `printable` removes.
  static func clean(_ name: String) -> String {
    String(printable(name).map { $0 == ";" || $0 == "=" ? "-" : $0 }).trimmingCharacters(
      in: .whitespaces)
  }
}

// In an extension, so that the struct keeps the initializer Swift writes
// for it, field by field (`ProgressCode(name:kata:step:...)`).
extension ProgressCode {
  /// Reads a code back; nil if `line` is not one, or not a well-formed one.
  init?(line: String) {
    guard case .code(let code) = Self.read(line[...]) else {
      return nil
    }
    self = code
  }

  /// The code for the learner's state, as of `now`.
  @MainActor
  init(name: String, learner: LearnerState, now: Date = Date()) {
    self.name = name
    let current = learner.currentKata
    let finished = current.map(learner.isDone) ?? false
    // To the second, and the step's start to the minute before it: what
    // the short form says, so the code reads back as it was made.
    let at = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
    kata = current?.id
    step = finished ? nil : current.flatMap(learner.currentStep)
    // Steps are named only with a step, or for a kata finished: a kata
    // whose brief was read but never checked (or never compiled) has no
    // step known, and "-/5" would read as every step done.
    steps = step != nil || finished ? current?.requiredSteps.count : nil
    since = (finished ? nil : current.flatMap(learner.onStepSince)).map {
      at.addingTimeInterval(-60 * Double(Self.minutesOnStep(since: $0, at: at)))
    }
    done = learner.doneKatas.count
    katas = learner.catalogue.katas.count
    extras = learner.extraDoneKatas.count
    hints = learner.hintsUsed
    self.at = at
  }
}
