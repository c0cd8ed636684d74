import Foundation

/// Reads the compiler's parse in its JSON form (`-dump-ast-format json`,
/// Swift 6.1 and later) into `SyntaxNode`s, straight from the bytes.
///
/// Every object with a `_kind` is a node; its other keys are facts (strings
/// and `true`s) or the nodes under it, in the order the compiler wrote
/// them. A declaration's name is an object of its own in this form, read
/// down to its base name. A kata's parse runs to a megabyte of JSON:
/// Foundation's reader hands it back as `Any`, and casting that node by
/// node took seconds in the debug build `swift run` makes, so the bytes are
/// read here, and what the rules never look at is skipped unread.
struct JSONParseReader {
  struct Unreadable: Error {}

  private let bytes: [UInt8]
  private var index = 0

  static func read(_ data: Data) throws -> SyntaxNode {
    var reader = JSONParseReader(bytes: Array(data))
    guard case .node(let root) = try reader.object(label: nil) else { throw Unreadable() }
    reader.skipSpace()
    guard reader.index == reader.bytes.count else { throw Unreadable() }
    return root
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Keys whose values the rules never read: bookkeeping, types (none
  /// before type checking), and the initializer the compiler prints twice,
  /// as written and as processed. (`initializer` is not one of them: it is
  /// a literal's `**NULL**`, but also the value an `if let` unwraps.)
  private static let skipped: Set<String> = [
    "decl_context", "init_context", "processed_init", "compiler_version", "type",
    "builtin_initializer", "function_ref", "isolation_crossing",
  ]

  /// What an object turns out to be.
  private enum Object {
    case node(SyntaxNode)
    /// A declaration's name, or its base name.
    case name(String)
    /// A place: `{"start": 12, "end": 40}`.
    case range(Int?, Int?)
    case other
  }

  private mutating func object(label: String?) throws -> Object {
    try expect(UInt8(ascii: "{"))
    var kind: String?
    var properties: [String: String] = [:]
    var flags = Set<String>()
    var children: [SyntaxNode] = []
    var start: Int?
    var end: Int?
    var numbers: [String: Int] = [:]
    var first = true
    while try !consume(UInt8(ascii: "}")) {
      if !first { try expect(UInt8(ascii: ",")) }
      first = false
      let key = try string()
      try expect(UInt8(ascii: ":"))
      guard !Self.skipped.contains(key) else {
        try skipValue()
        continue
      }
      skipSpace()
      switch try peek() {
      case UInt8(ascii: "\""):
        let text = try string()
        if key == "_kind" { kind = text } else { properties[key] = text }
      case UInt8(ascii: "{"):
        switch try object(label: key) {
        case .node(let child): children.append(child)
        case .name(let name): properties[key] = name
        case .range(let from, let to) where key == "range": (start, end) = (from, to)
        default: break
        }
      case UInt8(ascii: "["):
        try array(key: key, properties: &properties, children: &children)
      case UInt8(ascii: "t"):
        try word("true")
        flags.insert(key)
      case UInt8(ascii: "f"):
        try word("false")
      case UInt8(ascii: "n"):
        try word("null")
      default:
        numbers[key] = try number()
      }
    }
    switch kind {
    case "decl_name", "base_name":
      return .name(properties["base_name"] ?? properties["name"] ?? properties["special"] ?? "")
    case let kind?:
      return .node(
        SyntaxNode(
          kind: kind, label: label, name: properties["name"], properties: properties,
          flags: flags, start: start, end: end, children: children))
    case nil:
      return numbers.isEmpty ? .other : .range(numbers["start"], numbers["end"])
    }
  }

  /// An array: its strings joined with dots (`module_path`), its nodes
  /// children held under `key`.
  private mutating func array(
    key: String, properties: inout [String: String], children: inout [SyntaxNode]
  ) throws {
    try expect(UInt8(ascii: "["))
    var words: [String] = []
    var first = true
    while try !consume(UInt8(ascii: "]")) {
      if !first { try expect(UInt8(ascii: ",")) }
      first = false
      skipSpace()
      switch try peek() {
      case UInt8(ascii: "\""): words.append(try string())
      case UInt8(ascii: "{"):
        if case .node(let child) = try object(label: key) { children.append(child) }
      default: try skipValue()
      }
    }
    if !words.isEmpty { properties[key] = words.joined(separator: ".") }
  }

  // MARK: Values

  private mutating func skipValue() throws {
    skipSpace()
    switch try peek() {
    case UInt8(ascii: "\""):
      _ = try string()
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      // Strings may hold brackets; they are stepped over whole.
      var depth = 0
      repeat {
        switch try peek() {
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          index += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          index += 1
        default: index += 1
        }
      } while depth > 0
    default:
      while index < bytes.count, !",}]".utf8.contains(bytes[index]) { index += 1 }
    }
  }

  /// A quoted string. Most have no escape and are one copy of their bytes.
  private mutating func string() throws -> String {
    skipSpace()
    try expect(UInt8(ascii: "\""))
    let start = index
    var escaped = false
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      if bytes[index] == UInt8(ascii: "\\") {
        escaped = true
        index += 1
      }
      index += 1
    }
    guard index < bytes.count else { throw Unreadable() }
    let raw = bytes[start..<index]
    index += 1
    guard escaped else { return String(decoding: raw, as: UTF8.self) }
    let quoted = "\"" + String(decoding: raw, as: UTF8.self) + "\""
    guard
      let text = try JSONSerialization.jsonObject(
        with: Data(quoted.utf8), options: .fragmentsAllowed) as? String
    else { throw Unreadable() }
    return text
  }

  private mutating func number() throws -> Int? {
    let start = index
    while index < bytes.count, "-+.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
    guard index > start else { throw Unreadable() }
    return Int(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func word(_ text: String) throws {
    for byte in text.utf8 { try expect(byte) }
  }

  // MARK: Bytes

  mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func peek() throws -> UInt8 {
    skipSpace()
    guard index < bytes.count else { throw Unreadable() }
    return bytes[index]
  }

  private mutating func consume(_ byte: UInt8) throws -> Bool {
    guard try peek() == byte else { return false }
    index += 1
    return true
  }

  private mutating func expect(_ byte: UInt8) throws {
    guard try consume(byte) else { throw Unreadable() }
  }
}
