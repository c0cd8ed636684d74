import Foundation

/// Reads the compiler's parse in its older, default form, the
/// S-expressions of `swiftc -dump-parse`, into `SyntaxNode`s. Swift 6.0 has
/// only this form; later compilers fall back to it if their JSON fails.
///
/// `(kind facts... (child ...) ...)`, where a fact is a bare word (`static`),
/// `key=value` (`name="exit"`, `range=[File.swift:3:5 - line:3:9]`) or a
/// quoted name; a child may say how its parent holds it
/// (`(original_init=closure_expr ...)`).
struct SExpressionParseReader {
  struct Unreadable: Error {}

  private let bytes: [UInt8]
  private var index = 0
  /// The byte offset of a line and column of the file that was parsed.
  private let place: (Int, Int) -> Int

  /// Swift 6.1 to 6.3 leave out the `)` that closes an attributed type
  /// (`@MainActor () -> Void`), so what follows it lands inside it and the
  /// dump ends with nodes still open. Such a dump is read again with the
  /// attributed type closed after the one type it holds.
  private let closesAttributedTypes: Bool

  static func read(_ text: String, place: @escaping (Int, Int) -> Int) throws -> SyntaxNode {
    do {
      return try read(text, place: place, closingAttributedTypes: false)
    } catch {
      return try read(text, place: place, closingAttributedTypes: true)
    }
  }

  private static func read(
    _ text: String, place: @escaping (Int, Int) -> Int, closingAttributedTypes: Bool
  ) throws -> SyntaxNode {
    var reader = SExpressionParseReader(
      bytes: Array(text.utf8), place: place, closesAttributedTypes: closingAttributedTypes)
    reader.skipSpace()
    let root = try reader.node()
    reader.skipSpace()
    guard reader.index == reader.bytes.count else { throw Unreadable() }
    return root
  }

  private init(bytes: [UInt8], place: @escaping (Int, Int) -> Int, closesAttributedTypes: Bool) {
    self.bytes = bytes
    self.place = place
    self.closesAttributedTypes = closesAttributedTypes
  }

  private mutating func node() throws -> SyntaxNode {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { throw Unreadable() }
    index += 1
    let head = word()
    let split = head.split(separator: "=", maxSplits: 1).map(String.init)
    let label = split.count == 2 ? split[0] : nil
    var name: String?
    var properties: [String: String] = [:]
    var flags = Set<String>()
    var range: (Int, Int)?
    var children: [SyntaxNode] = []
    while true {
      skipSpace()
      guard index < bytes.count else { throw Unreadable() }
      if bytes[index] == UInt8(ascii: ")") {
        index += 1
        break
      }
      if bytes[index] == UInt8(ascii: "(") {
        // An initializer is printed twice, as written and as processed.
        let child = try node()
        if child.label != "processed_init" { children.append(child) }
        if closesAttributedTypes && split.last == "type_attributed" { break }
        continue
      }
      let fact = word()
      if let quoted = Self.unquoted(fact) {
        name = name ?? quoted
      } else if let equals = fact.firstIndex(of: "=") {
        let key = String(fact[..<equals])
        let value = String(fact[fact.index(after: equals)...])
        if key == "range" {
          range = self.range(value)
        } else {
          properties[key] = Self.unquoted(value) ?? value
        }
      } else if !fact.isEmpty {
        flags.insert(fact)
      }
    }
    return SyntaxNode(
      kind: split.last ?? head, label: label, name: name ?? properties["name"],
      properties: properties, flags: flags, start: range?.0, end: range?.1,
      children: children)
  }

  /// One fact or head: up to a space or the `)` that closes its node, with
  /// quoted text, `[...]` and `<...>` read whole (they may hold spaces).
  private mutating func word() -> String {
    let start = index
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        skipQuoted(byte)
        continue
      }
      let opensRange =
        byte == UInt8(ascii: "[") && index > start && bytes[index - 1] == UInt8(ascii: "=")
      let opensNote = byte == UInt8(ascii: "<") && index == start
      if opensRange || opensNote {
        let closer = opensRange ? UInt8(ascii: "]") : UInt8(ascii: ">")
        while index < bytes.count, bytes[index] != closer { index += 1 }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        if depth == 0 { break }
        depth -= 1
      }
      if depth == 0 && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")) { break }
      index += 1
    }
    return String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
  }

  private mutating func skipQuoted(_ quote: UInt8) {
    index += 1
    while index < bytes.count, bytes[index] != quote {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    index += 1
  }

  private mutating func skipSpace() {
    while index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n")
    {
      index += 1
    }
  }

  /// `"exit"` or `'exit'` → `exit`; nil when not quoted.
  private static func unquoted(_ text: String) -> String? {
    guard text.count >= 2, let first = text.first, first == "\"" || first == "'",
      text.last == first
    else { return nil }
    return String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
  }

  /// `[File.swift:3:5 - line:3:9]` → the byte offsets of both ends.
  private func range(_ text: String) -> (Int, Int)? {
    let ends = text.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
      .components(separatedBy: " - ")
    let places = ends.map { end -> (Int, Int)? in
      let parts = end.split(separator: ":")
      guard parts.count >= 3, let line = Int(parts[parts.count - 2]),
        let column = Int(parts[parts.count - 1])
      else { return nil }
      return (line, column)
    }
    guard places.count == 2, let first = places[0], let last = places[1] else { return nil }
    return (place(first.0, first.1), place(last.0, last.1))
  }
}
