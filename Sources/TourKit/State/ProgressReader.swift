import Foundation

/// Reads `progress.json` field by field: a value that is missing takes its
/// default, a value that is wrong is dropped and named in `dropped`, and
/// everything else is kept. One bad hint count should not cost a learner
/// the record of every kata, and no number in the file may crash the tour
/// (a hint count near `Int.max` would overflow a sum).
struct ProgressReader {
  /// The largest step number and hint tier believed. Katas have a handful
  /// of steps and three hints a step; anything far beyond is damage.
  static let largestStep = 99
  static let largestHintTier = 9

  private(set) var dropped: [String] = []

  /// The progress in `json`'s top-level record, as much of it as can be
  /// read (see `TolerantJSON`: a file cut short keeps what came before the
  /// cut); nil when `json` does not even start as a JSON record.
  mutating func read(_ data: Data) -> Progress? {
    let (value, damage) = TolerantJSON.read([UInt8](data))
    guard case .object(let fields)? = value else { return nil }
    if let damage { dropped.append("what follows the damage (\(damage))") }
    var progress = Progress()
    progress.version = int(fields, "version", in: 0...Int.max) ?? progress.version
    progress.welcomed = bool(fields, "welcomed") ?? false
    progress.learnerName = name(fields)
    progress.learned =
      list(fields, "learned") { value -> String? in
        if case .string(let text) = value { return text }
        return nil
      } ?? []
    progress.currentKata = string(fields, "currentKata")
    if case .object(let katas)? = fields["katas"] {
      for (id, value) in katas {
        guard case .object(let record) = value else {
          drop("katas.\(id)", value, "is not a kata's record")
          continue
        }
        progress.katas[id] = kata(record, at: "katas.\(id).")
      }
    } else if let value = fields["katas"], value != .null {
      drop("katas", value, "is not a set of records")
    }
    return progress
  }

  private mutating func kata(_ fields: [String: JSONValue], at path: String)
    -> Progress.KataProgress
  {
    var kata = Progress.KataProgress()
    let stepNumbers = 1...Self.largestStep
    kata.passedSteps = steps(fields, path + "passedSteps") ?? []
    kata.totalSteps = int(fields, "totalSteps", in: 0...Self.largestStep, at: path) ?? 0
    kata.firstFailingStep = int(fields, "firstFailingStep", in: stepNumbers, at: path)
    kata.lastChecked = date(fields, "lastChecked", at: path)
    kata.firstChecked = date(fields, "firstChecked", at: path)
    kata.completed = date(fields, "completed", at: path)
    kata.stepStarted = date(fields, "stepStarted", at: path)
    kata.hintTiers = hints(fields, "hintTiers", at: path) ?? [:]
    kata.hintsAfterPassing = hints(fields, "hintsAfterPassing", at: path)
    kata.everPassed = steps(fields, path + "everPassed")
    kata.lastCheckRan = bool(fields, "lastCheckRan", at: path)
    return kata
  }

  // MARK: One field each

  private mutating func int(
    _ fields: [String: JSONValue], _ key: String, in range: ClosedRange<Int>, at path: String = ""
  ) -> Int? {
    guard let value = fields[key], value != .null else { return nil }
    if case .int(let number) = value, range.contains(number) { return number }
    drop(path + key, value, "is not a number from \(range.lowerBound) to \(range.upperBound)")
    return nil
  }

  private mutating func bool(_ fields: [String: JSONValue], _ key: String, at path: String = "")
    -> Bool?
  {
    guard let value = fields[key], value != .null else { return nil }
    if case .bool(let flag) = value { return flag }
    drop(path + key, value, "is not true or false")
    return nil
  }

  private mutating func string(_ fields: [String: JSONValue], _ key: String) -> String? {
    guard let value = fields[key], value != .null else { return nil }
    if case .string(let text) = value { return text }
    drop(key, value, "is not text")
    return nil
  }

  /// The learner's name, without the control characters (a NUL, an ESC)
  /// damage can put in it: they would go on into every code `share` makes.
  /// Said, as any repair is; nil when nothing else is left.
  private mutating func name(_ fields: [String: JSONValue]) -> String? {
    guard let text = string(fields, "learnerName") else { return nil }
    let printable = ProgressCode.printable(text)
    guard printable != text else { return text }
    let clean = printable.trimmingCharacters(in: .whitespaces)
    drop(
      "learnerName", .string(text),
      clean.isEmpty
        ? "holds only control characters, so it was left out"
        : "had control characters, which were taken out")
    return clean.isEmpty ? nil : clean
  }

  private mutating func date(_ fields: [String: JSONValue], _ key: String, at path: String)
    -> Date?
  {
    guard let value = fields[key], value != .null else { return nil }
    if case .string(let text) = value, let date = ISO8601DateFormatter().date(from: text) {
      return date
    }
    drop(path + key, value, "is not a date")
    return nil
  }

  /// A list of step numbers; items that are not are dropped one by one.
  private mutating func steps(_ fields: [String: JSONValue], _ path: String) -> [Int]? {
    let key = String(path.split(separator: ".").last ?? "")
    return list(fields, key, at: String(path.dropLast(key.count))) { value -> Int? in
      if case .int(let step) = value, (1...Self.largestStep).contains(step) { return step }
      return nil
    }
  }

  /// Hint tiers by step ("2": 1); a pair that is not is dropped alone.
  private mutating func hints(_ fields: [String: JSONValue], _ key: String, at path: String)
    -> [String: Int]?
  {
    guard let value = fields[key], value != .null else { return nil }
    guard case .object(let pairs) = value else {
      drop(path + key, value, "is not a set of hint counts")
      return nil
    }
    var tiers: [String: Int] = [:]
    for (step, count) in pairs.sorted(by: { $0.key < $1.key }) {
      let isStep = Int(step).map { (1...Self.largestStep).contains($0) } ?? false
      guard isStep else {
        drop(path + key + "." + step, count, "is not under a step number")
        continue
      }
      guard case .int(let tier) = count, (0...Self.largestHintTier).contains(tier) else {
        drop(path + key + "." + step, count, "is not a hint count")
        continue
      }
      tiers[step] = tier
    }
    return tiers
  }

  /// The items of a list that `item` accepts; the others are named.
  private mutating func list<Item>(
    _ fields: [String: JSONValue], _ key: String, at path: String = "",
    item: (JSONValue) -> Item?
  ) -> [Item]? {
    guard let value = fields[key], value != .null else { return nil }
    guard case .array(let values) = value else {
      drop(path + key, value, "is not a list")
      return nil
    }
    var items: [Item] = []
    for value in values {
      if let accepted = item(value) {
        items.append(accepted)
      } else {
        drop(path + key, value, "is not a valid item")
      }
    }
    return items
  }

  private mutating func drop(_ field: String, _ value: JSONValue, _ reason: String) {
    dropped.append("\(field) (\(value.shortDescription) \(reason))")
  }
}
