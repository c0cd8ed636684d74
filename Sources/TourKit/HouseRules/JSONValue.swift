/// A JSON document, read straight from its bytes. The compiler's parse of
/// a kata runs to megabytes of JSON; Foundation's reader hands it back as
/// `Any`, and casting that, node by node, took seconds in the debug build
/// `swift run` makes. This keeps each value's type, and each object's keys
/// in their order.
indirect enum JSONValue {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  struct Malformed: Error {}

  static func read(_ bytes: [UInt8]) throws -> JSONValue {
    var reader = Reader(bytes: bytes)
    let value = try reader.value()
    reader.skipSpace()
    guard reader.index == bytes.count else { throw Malformed() }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func value() throws -> JSONValue {
      skipSpace()
      guard index < bytes.count else { throw Malformed() }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object()
      case UInt8(ascii: "["): return try array()
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try word("true", .bool(true))
      case UInt8(ascii: "f"): return try word("false", .bool(false))
      case UInt8(ascii: "n"): return try word("null", .null)
      default: return try number()
      }
    }

    private mutating func object() throws -> JSONValue {
      index += 1
      var pairs: [(key: String, value: JSONValue)] = []
      while true {
        skipSpace()
        if try consume("}") { return .object(pairs) }
        if !pairs.isEmpty { try expect(",") }
        skipSpace()
        let key = try string()
        skipSpace()
        try expect(":")
        pairs.append((key, try value()))
      }
    }

    private mutating func array() throws -> JSONValue {
      index += 1
      var values: [JSONValue] = []
      while true {
        skipSpace()
        if try consume("]") { return .array(values) }
        if !values.isEmpty { try expect(",") }
        values.append(try value())
      }
    }

    /// A quoted string; escapes are rare in the compiler's output, so the
    /// plain run is copied whole.
    private mutating func string() throws -> String {
      try expect("\"")
      var start = index
      // Most strings have no escape: one copy of the bytes.
      while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
        bytes[index] != UInt8(ascii: "\\")
      {
        index += 1
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
      }
      var text = ""
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          text += String(decoding: bytes[start..<index], as: UTF8.self)
          index += 1
          return text
        }
        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
          text += String(decoding: bytes[start..<index], as: UTF8.self)
          text += try escaped(bytes[index + 1])
          start = index
        } else {
          index += 1
        }
      }
      throw Malformed()
    }

    /// The character `\x` stands for; moves past the escape.
    private mutating func escaped(_ letter: UInt8) throws -> String {
      index += 2
      switch letter {
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "b"): return "\u{8}"
      case UInt8(ascii: "f"): return "\u{C}"
      case UInt8(ascii: "u"):
        guard index + 4 <= bytes.count,
          let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
        else { throw Malformed() }
        index += 4
        return String(UnicodeScalar(code).map(Character.init) ?? "\u{FFFD}")
      default: return String(UnicodeScalar(letter))
      }
    }

    private static let numberBytes = Set("-+.eE0123456789".utf8)

    private mutating func number() throws -> JSONValue {
      let start = index
      while index < bytes.count, Self.numberBytes.contains(bytes[index]) { index += 1 }
      guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        throw Malformed()
      }
      return .number(number)
    }

    private mutating func word(_ text: String, _ value: JSONValue) throws -> JSONValue {
      for byte in text.utf8 { try expect(byte) }
      return value
    }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x0A, 0x0D, 0x09: index += 1
        default: return
        }
      }
    }

    private mutating func consume(_ character: Unicode.Scalar) throws -> Bool {
      guard index < bytes.count else { throw Malformed() }
      guard bytes[index] == UInt8(character.value) else { return false }
      index += 1
      return true
    }

    private mutating func expect(_ character: Unicode.Scalar) throws {
      guard try consume(character) else { throw Malformed() }
    }

    private mutating func expect(_ byte: UInt8) throws {
      guard index < bytes.count, bytes[index] == byte else { throw Malformed() }
      index += 1
    }
  }
}
