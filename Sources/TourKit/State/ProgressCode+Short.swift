import Foundation

/// The code's short form, the one `share` prints: its fields in a fixed
/// order, so that a code fits one 80-column line whatever the kata:
///
///     pk2;Ana;slim-timeline;3/5;12m;2/9;x1;h4;20261122T095200Z
///
/// name; kata; step/steps; minutes on the step; katas done/katas; extra
/// steps; hints; when it was made (UTC). A dash stands for what is not
/// known: no kata yet, no step (the kata is done). The name is cut short
/// when the line would not fit 79 columns otherwise. Codes in the older
/// keyed form (`pk1;name=…`) still read.
extension ProgressCode {
  static let shortPrefix = "pk2;"

  /// The widest a code may be, so it never wraps on an 80-column screen.
  static let maximumWidth = 79

  var shortText: String {
    let step =
      step == nil && steps == nil
      ? "-" : "\(step.map(String.init) ?? "-")/\(steps.map(String.init) ?? "-")"
    let minutes = since.map { "\(Self.minutesOnStep(since: $0, at: at))m" } ?? "-"
    let rest = [
      kata ?? "-", step, minutes, "\(done)/\(katas)", extras.map { "x\($0)" } ?? "-",
      hints.map { "h\($0)" } ?? "-", Self.stamp(at),
    ].joined(separator: ";")
    let room = max(Self.maximumWidth - Self.shortPrefix.count - 1 - rest.count, 8)
    let name = String(Self.clean(self.name).prefix(room)).trimmingCharacters(in: .whitespaces)
    return Self.shortPrefix + name + ";" + rest
  }

  /// Whole minutes from `since` to `at`, as the short form says them.
  static func minutesOnStep(since: Date, at: Date) -> Int {
    wholeMinutes(at.timeIntervalSince(since))
  }

  /// `seconds` in whole minutes, from 0 up to a hundred years. A code is
  /// text anyone can type: its dates may be any distance apart, and turning
  /// a Double too big for an Int into one stops the program.
  static func wholeMinutes(_ seconds: TimeInterval) -> Int {
    let minutes = seconds / 60
    guard minutes.isFinite, minutes > 0 else { return 0 }
    return Int(min(minutes, 100 * 366 * 24 * 60))
  }

  /// "20261122T095200Z": the date in ISO 8601's basic form, UTC.
  static func stamp(_ date: Date) -> String {
    ISO8601DateFormatter().string(from: date).filter { $0 != "-" && $0 != ":" }
  }

  /// Reads the fields of a short code, those after its prefix.
  static func readShort(_ rest: Substring) -> Reading {
    let fields = rest.split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count == 8 else {
      return .rejected("it has \(counted(fields.count, "field")) after \(shortPrefix), not 8")
    }
    let name = String(printable(fields[0])).trimmingCharacters(in: .whitespaces)
    let kata = fields[1] == "-" ? nil : printable(fields[1])
    var step: Int?
    var steps: Int?
    if fields[2] != "-" {
      let parts = fields[2].split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, parts.allSatisfy({ $0 == "-" || Int($0) != nil }) else {
        return .rejected("the step is not step/steps (\(printable(fields[2].prefix(24))))")
      }
      step = Int(parts[0])
      steps = Int(parts[1])
    }
    var minutes: Int?
    if fields[3] != "-" {
      guard fields[3].hasSuffix("m"), let number = Int(fields[3].dropLast()), number >= 0 else {
        return .rejected(
          "the minutes on the step are not a number (\(printable(fields[3].prefix(24))))")
      }
      minutes = number
    }
    let done = fields[4].split(separator: "/", omittingEmptySubsequences: false)
    guard done.count == 2, let doneCount = Int(done[0]), let kataCount = Int(done[1]) else {
      return .rejected("the katas done are not done/katas (\(printable(fields[4].prefix(24))))")
    }
    var extras: Int?
    var hints: Int?
    guard count(fields[5], mark: "x", into: &extras), count(fields[6], mark: "h", into: &hints)
    else { return .rejected("the extra steps or the hints are not a number") }
    // Text a chat adds after the code ("(edited)") is not part of its date.
    let stamp = fields[7].prefix { !$0.isWhitespace }
    guard let at = date(stamp) else {
      return .rejected("its date is not a date (\(printable(stamp.prefix(24))))")
    }
    return .code(
      ProgressCode(
        name: name, kata: kata, step: step, steps: steps,
        since: minutes.map { at.addingTimeInterval(-60 * Double($0)) }, done: doneCount,
        katas: kataCount, extras: extras, hints: hints, at: at))
  }

  /// Reads "x3" or "h3" as 3 and "-" as not known (nil) into `value`;
  /// false when the field is neither.
  private static func count(_ field: Substring, mark: Character, into value: inout Int?) -> Bool {
    if field == "-" { return true }
    guard field.first == mark, let number = Int(field.dropFirst()) else { return false }
    value = number
    return true
  }

  /// The date a basic-form stamp names, read as strictly as the keyed
  /// form's dates are.
  private static func date(_ stamp: Substring) -> Date? {
    let characters = Array(stamp)
    guard characters.count == 16 else { return nil }
    let text =
      String(characters[0..<4]) + "-" + String(characters[4..<6]) + "-"
      + String(characters[6..<11]) + ":" + String(characters[11..<13]) + ":"
      + String(characters[13..<16])
    return InternetDate.parse(text[...])
  }
}
