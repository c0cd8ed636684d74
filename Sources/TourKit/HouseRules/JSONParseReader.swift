import Foundation

/// Reads the compiler's parse in its JSON form (`-dump-ast-format json`,
/// Swift 6.1 and later) into `SyntaxNode`s.
///
/// Every object with a `_kind` is a node; its other keys are facts (strings
/// and `true`s) or the nodes under it. A declaration's name is an object of
/// its own in this form, read down to its base name.
enum JSONParseReader {
  struct Unreadable: Error {}

  static func read(_ data: Data) throws -> SyntaxNode {
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw Unreadable()
    }
    return node(object, label: nil)
  }

  /// Keys that are bookkeeping, or repeat a node already read: the
  /// compiler prints an initializer twice, as written and as processed.
  private static let skipped: Set<String> = [
    "_kind", "decl_context", "init_context", "processed_init", "compiler_version",
  ]

  private static func node(_ object: [String: Any], label: String?) -> SyntaxNode {
    var properties: [String: String] = [:]
    var flags = Set<String>()
    var children: [SyntaxNode] = []
    var start: Int?
    var end: Int?
    for key in object.keys.sorted() where !skipped.contains(key) {
      let value = object[key]
      if key == "range", let range = value as? [String: Any] {
        start = (range["start"] as? NSNumber)?.intValue
        end = (range["end"] as? NSNumber)?.intValue
      } else if let text = value as? String {
        properties[key] = text
      } else if let number = value as? NSNumber {
        if number.boolValue { flags.insert(key) }
      } else if let nested = value as? [String: Any] {
        if let name = declName(nested) {
          properties[key] = name
        } else if nested["_kind"] != nil {
          children.append(node(nested, label: key))
        }
      } else if let list = value as? [Any] {
        let words = list.compactMap { $0 as? String }
        if !words.isEmpty { properties[key] = words.joined(separator: ".") }
        for case let nested as [String: Any] in list where nested["_kind"] != nil {
          children.append(node(nested, label: key))
        }
      }
    }
    return SyntaxNode(
      kind: object["_kind"] as? String ?? "?", label: label, name: properties["name"],
      properties: properties, flags: flags, start: start, end: end, children: children)
  }

  /// `{"_kind": "decl_name", "base_name": {"name": "store"}}` → "store".
  private static func declName(_ object: [String: Any]) -> String? {
    guard object["_kind"] as? String == "decl_name",
      let base = object["base_name"] as? [String: Any]
    else { return nil }
    return base["name"] as? String ?? base["special"] as? String ?? ""
  }
}
