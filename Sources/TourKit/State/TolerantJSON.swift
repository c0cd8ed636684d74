/// Reads as much of a JSON text as can be read: the whole value when it is
/// whole, and when it is damaged, everything before the damage.
///
/// A progress file is cut short when the disk fills or the machine stops
/// mid-write (saves are all or nothing, but a copy, a sync or an editor is
/// not), and JSONDecoder then reads nothing at all: three missing bytes
/// would cost a learner every lesson and kata they had done. Here each
/// record and list keeps the members that were complete before the damage,
/// at every depth, and `damage` says where the reading stopped.
///
/// It is also lenient where a file's bytes were changed rather than cut: a
/// control character inside a string (a NUL, say) is kept as it is for the
/// reader to judge, and bytes that are not UTF-8 become U+FFFD.
struct TolerantJSON {
  private let bytes: [UInt8]
  private var index = 0
  /// Where and how the text stopped being JSON; nil when it is whole.
  private(set) var damage: String?

  /// Reads `bytes`; the value is nil when not even its start is JSON.
  static func read(_ bytes: [UInt8]) -> (value: JSONValue?, damage: String?) {
    var reader = TolerantJSON(bytes: bytes)
    let value = reader.value()
    reader.skipSpace()
    if reader.damage == nil && reader.index < bytes.count {
      reader.damage = "there is more after the end of the record, from byte \(reader.index + 1)"
    }
    return (value, reader.damage)
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// The value at `index`, or nil (with `damage` set) when it is cut short
  /// or not JSON. A record or list cut short is still returned, with what
  /// it held before the damage.
  private mutating func value() -> JSONValue? {
    skipSpace()
    guard index < bytes.count else { return stop("the file ends early") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return record()
    case UInt8(ascii: "["): return list()
    case UInt8(ascii: "\""): return string().map(JSONValue.string)
    case UInt8(ascii: "t"): return word("true", .bool(true))
    case UInt8(ascii: "f"): return word("false", .bool(false))
    case UInt8(ascii: "n"): return word("null", .null)
    default: return number()
    }
  }

  private mutating func record() -> JSONValue {
    var fields: [String: JSONValue] = [:]
    index += 1
    skipSpace()
    if accept("}") { return .object(fields) }
    while damage == nil {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
        mark("a field's name is missing")
        break
      }
      skipSpace()
      guard accept(":") else {
        mark("`\(key)` has no value")
        break
      }
      // A value cut short is left out, unless it is a record or a list:
      // those come back with the members they had before the damage.
      guard let value = value() else { break }
      fields[key] = value
      skipSpace()
      if accept("}") { break }
      if damage == nil && !accept(",") { mark("a comma or } is missing after `\(key)`") }
    }
    return .object(fields)
  }

  private mutating func list() -> JSONValue {
    var items: [JSONValue] = []
    index += 1
    skipSpace()
    if accept("]") { return .array(items) }
    while damage == nil {
      guard let item = value() else { break }
      items.append(item)
      skipSpace()
      if accept("]") { break }
      if damage == nil && !accept(",") { mark("a comma or ] is missing in a list") }
    }
    return .array(items)
  }

  /// A string's text, its escapes read. Control characters are kept.
  private mutating func string() -> String? {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []  // Bytes of UTF-8 text between escapes.
    func flush() {
      scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
      run = []
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") {
        flush()
        return String(scalars)
      }
      guard byte == UInt8(ascii: "\\") else {
        run.append(byte)
        continue
      }
      flush()
      guard let scalar = escape() else { return stop("a string has a broken escape") }
      scalars.append(scalar)
    }
    return stop("the file ends early, inside a string")
  }

  /// The character an escape after a backslash stands for.
  private mutating func escape() -> Unicode.Scalar? {
    guard index < bytes.count else { return nil }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(letter)
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      guard let high = hex() else { return nil }
      // A character beyond U+FFFF is written as two escapes, a surrogate pair.
      if (0xD800..<0xDC00).contains(high), accept("\\"), accept("u"), let low = hex(),
        (0xDC00..<0xE000).contains(low)
      {
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      }
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    default: return nil
    }
  }

  private mutating func hex() -> UInt32? {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { return nil }
    index += 4
    return value
  }

  /// A number: whole numbers that fit an Int as `.int`, others as
  /// `.number`, and one too big for any (1e999) as `.unreadable`. One that
  /// reaches the end of the file may have been cut ("12" of "125"): not
  /// believed.
  private mutating func number() -> JSONValue? {
    let start = index
    let allowed = Set("+-0123456789.eE".utf8)
    while index < bytes.count && allowed.contains(bytes[index]) { index += 1 }
    guard index > start else { return stop("byte \(start + 1) starts no value") }
    guard index < bytes.count else { return stop("the file ends early, inside a number") }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if let whole = Int(text) { return .int(whole) }
    guard let number = Double(text) else { return stop("`\(text)` is not a number") }
    return number.isFinite ? .number(number) : .unreadable
  }

  private mutating func word(_ word: String, _ value: JSONValue) -> JSONValue? {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else {
      return stop(
        index + expected.count > bytes.count ? "the file ends early" : "a word is damaged")
    }
    index += expected.count
    return value
  }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  private mutating func accept(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
    index += 1
    return true
  }

  /// Notes the first damage, with the byte it was found at.
  private mutating func mark(_ reason: String) {
    if damage == nil { damage = "\(reason), at byte \(min(index, bytes.count) + 1)" }
  }

  /// Notes the damage and gives nil, for a value that could not be read.
  private mutating func stop<T>(_ reason: String) -> T? {
    mark(reason)
    return nil
  }
}
