import Foundation

/// Reads the compiler's parse in its JSON form (`-dump-ast-format json`,
/// Swift 6.1 and later) into `SyntaxNode`s.
///
/// Every object with a `_kind` is a node; its other keys are facts (strings
/// and `true`s) or the nodes under it, in the order the compiler wrote
/// them. A declaration's name is an object of its own in this form, read
/// down to its base name.
enum JSONParseReader {
  struct Unreadable: Error {}

  static func read(_ data: Data) throws -> SyntaxNode {
    guard case .object(let pairs) = try JSONValue.read(Array(data)) else { throw Unreadable() }
    return node(pairs, label: nil)
  }

  /// Keys that are bookkeeping, or repeat a node already read: the
  /// compiler prints an initializer twice, as written and as processed.
  private static let skipped: Set<String> = [
    "_kind", "decl_context", "init_context", "processed_init", "compiler_version",
  ]

  private static func node(_ pairs: [(key: String, value: JSONValue)], label: String?)
    -> SyntaxNode
  {
    var kind = "?"
    var properties: [String: String] = [:]
    var flags = Set<String>()
    var children: [SyntaxNode] = []
    var start: Int?
    var end: Int?
    for (key, value) in pairs {
      if key == "_kind", case .string(let text) = value { kind = text }
      guard !skipped.contains(key) else { continue }
      switch value {
      case .object(let nested) where key == "range":
        start = number(nested, "start")
        end = number(nested, "end")
      case .string(let text):
        properties[key] = text
      case .bool(true):
        flags.insert(key)
      case .object(let nested):
        if let name = declName(nested) {
          properties[key] = name
        } else if nested.contains(where: { $0.key == "_kind" }) {
          children.append(node(nested, label: key))
        }
      case .array(let values):
        var words: [String] = []
        for element in values {
          switch element {
          case .string(let word): words.append(word)
          case .object(let nested) where nested.contains(where: { $0.key == "_kind" }):
            children.append(node(nested, label: key))
          default: break
          }
        }
        if !words.isEmpty { properties[key] = words.joined(separator: ".") }
      default:
        break
      }
    }
    return SyntaxNode(
      kind: kind, label: label, name: properties["name"], properties: properties, flags: flags,
      start: start, end: end, children: children)
  }

  private static func number(_ pairs: [(key: String, value: JSONValue)], _ key: String) -> Int? {
    guard case .number(let value)? = pairs.first(where: { $0.key == key })?.value else {
      return nil
    }
    return Int(value)
  }

  /// `{"_kind": "decl_name", "base_name": {"name": "store"}}` → "store".
  private static func declName(_ pairs: [(key: String, value: JSONValue)]) -> String? {
    guard pairs.contains(where: { $0.key == "_kind" && $0.value.text == "decl_name" }),
      case .object(let base)? = pairs.first(where: { $0.key == "base_name" })?.value
    else { return nil }
    return (base.first { $0.key == "name" } ?? base.first { $0.key == "special" })?.value.text ?? ""
  }
}

extension JSONValue {
  /// The string, if this is one.
  fileprivate var text: String? {
    if case .string(let text) = self { text } else { nil }
  }
}
