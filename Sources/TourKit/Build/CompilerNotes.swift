import Foundation

/// The compiler's notes on an error, said in plain words. They often hold
/// what the error leaves out: which requirement of a protocol is missing,
/// and which of the learner's methods was meant to meet it.
enum CompilerNotes {
  /// `note` in plain words, or nil for a note that only offers an editor's
  /// fix-it ("add stubs for conformance"). `error` is the message it belongs
  /// to; `location` says where the note points, as the learner would look
  /// for it ("line 63", or a file and line).
  static func plainWords(_ note: String, error: String, location: String) -> String? {
    if note.hasPrefix("add stub") { return nil }
    let place = location.prefix(1).uppercased() + location.dropFirst()
    if let requirement = note.removingPrefix("protocol requires ") {
      let owner = protocolName(in: error) ?? "The protocol"
      return "\(owner) requires \(describeRequirement(requirement)) (declared at \(location))."
    }
    if let type = note.removingPrefix("candidate has non-matching type ") {
      return "\(place) looks meant to meet that requirement, but it "
        + describe(type: unquoted(type)) + "."
    }
    if let rest = note.removingPrefix("candidate ") {
      return "\(place) looks meant to meet that requirement, but it \(rest)."
    }
    if let rest = note.removingPrefix("requirement "), rest.hasSuffix(" declared here") {
      let name = unquoted(String(rest.dropLast(" declared here".count)))
      return "The requirement \(name) is declared at \(location)."
    }
    if note.hasSuffix(" declared here") {
      let name = unquoted(String(note.dropLast(" declared here".count)))
      return "\(name) is declared at \(location)."
    }
    if note.hasPrefix("did you mean") { return "D" + note.dropFirst() }
    return note.prefix(1).uppercased() + note.dropFirst() + " (\(location))."
  }

  /// "function 'f(_:)' with type '(Int) -> ()'" as "a method f(_:) that
  /// takes (Int) and returns nothing".
  static func describeRequirement(_ text: String) -> String {
    let kinds = [
      ("function ", "a method"), ("property ", "a property"), ("initializer ", "an initializer"),
      ("subscript ", "a subscript"), ("associated type ", "a type"), ("nested type ", "a type"),
    ]
    guard let (kind, words) = kinds.first(where: { text.hasPrefix($0.0) }) else { return text }
    let rest = text.dropFirst(kind.count)
    let parts = rest.components(separatedBy: " with type ")
    var name = unquoted(parts[0])
    // Older compilers add "; add a stub for conformance": advice for an editor.
    if let semicolon = name.firstIndex(of: ";") { name = String(name[..<semicolon]) }
    guard parts.count == 2 else { return "\(words) \(name)" }
    var type = parts[1]
    if let semicolon = type.range(of: "; add") { type = String(type[..<semicolon.lowerBound]) }
    return "\(words) \(name) that " + describe(type: unquoted(type))
  }

  /// A type as a phrase: "(A, B) -> ()" as "takes (A, B) and returns
  /// nothing", anything else as "has type T".
  static func describe(type: String) -> String {
    guard let arrow = topLevelArrow(in: type) else { return "has type \(type)" }
    var parameters = type[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
    var effects: [String] = []
    for effect in ["throws", "async"] where parameters.hasSuffix(" " + effect) {
      parameters = String(parameters.dropLast(effect.count + 1))
      effects.insert(effect, at: 0)
    }
    let result = type[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
    let returns = result == "()" || result == "Void" ? "returns nothing" : "returns \(result)"
    let marked = effects.isEmpty ? "" : ", is marked \(effects.joined(separator: " ")),"
    return "takes \(parameters)\(marked) and \(returns)"
  }

  /// The protocol an error names: "… protocol 'DownloadSessionDelegate' …".
  static func protocolName(in error: String) -> String? {
    guard let start = error.range(of: "protocol '") else { return nil }
    let rest = error[start.upperBound...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<end])
  }

  /// The `->` of a function type, outside any parentheses or brackets, so a
  /// closure among the parameters is not mistaken for the result.
  private static func topLevelArrow(in type: String) -> Range<String.Index>? {
    var depth = 0
    var index = type.startIndex
    while index < type.endIndex {
      let rest = type[index...]
      if rest.hasPrefix("->") {
        if depth == 0 { return index..<type.index(index, offsetBy: 2) }
        index = type.index(index, offsetBy: 2)
        continue
      }
      if "([<".contains(type[index]) { depth += 1 }
      if ")]>".contains(type[index]) { depth -= 1 }
      index = type.index(after: index)
    }
    return nil
  }

  private static func unquoted(_ text: String) -> String {
    text.hasPrefix("'") && text.hasSuffix("'") && text.count >= 2
      ? String(text.dropFirst().dropLast()) : text
  }
}

extension String {
  /// The rest of the string after `prefix`, or nil if it does not start so.
  fileprivate func removingPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}
