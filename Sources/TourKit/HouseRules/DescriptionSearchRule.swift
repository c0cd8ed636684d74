/// Refuses a value's description searched or compared: `"\(dataSource)"`
/// or `String(describing: target)` is the type's name for any class that
/// does not describe itself, so `.contains("Spy")` on it is a test of the
/// type's name in disguise (it told the tests' recording objects from the
/// app's own and treated them differently). Part of the reflection rule.
///
/// Text made from values and shown (a label, a message, an error) is left
/// alone: only text that is then searched (`contains`, `hasPrefix`, ...),
/// compared (`==`, `~=`) or switched over is refused, directly or through
/// a name it was kept in first (`let text = "\(x)"`).
enum DescriptionSearchRule: HouseRuleCheck {
  /// Methods that search text or tell texts apart.
  static let searches: Set<String> = [
    "contains", "hasPrefix", "hasSuffix", "starts", "range", "ranges", "firstRange",
    "firstIndex", "lastIndex", "components", "split", "compare", "caseInsensitiveCompare",
    "localizedCompare", "localizedCaseInsensitiveCompare", "localizedStandardCompare",
    "localizedCaseInsensitiveContains", "localizedStandardContains",
    "localizedStandardRange", "matches", "wholeMatch", "prefixMatch", "firstMatch",
  ]

  /// Expressions a text passes through unchanged in kind: `(text)`,
  /// `text!`, `text?`, `try text`.
  private static let passThrough: Set<String> = [
    "paren_expr", "force_value_expr", "bind_optional_expr", "optional_evaluation_expr",
    "try_expr", "force_try_expr", "optional_try_expr", "await_expr",
  ]

  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    let made: Bool
    if isDescription(node) {
      made = true
    } else if node.kind == "unresolved_decl_ref_expr", let name = node.name {
      made = keepsDescription(name, visit)
    } else {
      made = false
    }
    guard made, let use = use(of: visit) else { return [] }
    return [
      HouseRuleSighting(
        rule: .reflection, what: use.what, word: use.word,
        member: use.word.map(searches.contains) ?? false)
    ]
  }

  /// Text made from a value's description: an interpolated string, or
  /// `String(describing:)` and `String(reflecting:)`.
  static func isDescription(_ node: SyntaxNode) -> Bool {
    if node.kind == "interpolated_string_literal_expr" { return true }
    // An error's `localizedDescription` names its type and case number
    // when the error gives no text of its own.
    if case .member("localizedDescription", _)? = node.reference { return true }
    guard node.kind == "call_expr", case .plain(let name)? = node.callee?.reference,
      ReflectionRule.textMakers.contains(name)
    else { return false }
    return ["describing", "reflecting"].contains(node.argumentLabels.first ?? "")
  }

  /// Whether `name`, here, is a constant or variable declared around this
  /// node (in a body or a type) to hold a description, or text made from
  /// one (`let lowered = text.lowercased()`), a few names deep.
  private static func keepsDescription(_ name: String, _ visit: NodeVisit, depth: Int = 3)
    -> Bool
  {
    guard depth > 0 else { return false }
    for holder in visit.ancestors.reversed() {
      for binding in holder.children where binding.kind == "pattern_binding_decl" {
        for entry in binding.children where entry.kind == "pattern_entry" {
          let named = entry.first { $0.kind == "pattern_named" }?.name
          guard named == name, let value = entry.children.first(where: isInitialValue)
          else { continue }
          if madeFromDescription(value, visit, depth: depth) { return true }
        }
      }
    }
    return false
  }

  private static func isInitialValue(_ node: SyntaxNode) -> Bool {
    node.label == "original_init" || node.label == "init"
  }

  /// Whether `expression` is a description, or what it reads from first is
  /// (`"\(x)".lowercased()`, `text.description`).
  private static func madeFromDescription(
    _ expression: SyntaxNode, _ visit: NodeVisit, depth: Int
  ) -> Bool {
    if isDescription(expression) { return true }
    switch expression.kind {
    case "unresolved_decl_ref_expr":
      guard let name = expression.name else { return false }
      return keepsDescription(name, visit, depth: depth - 1)
    case "call_expr":
      guard let callee = expression.callee else { return false }
      return madeFromDescription(callee, visit, depth: depth)
    case "unresolved_dot_expr":
      guard case .member(_, let base?)? = expression.reference else { return false }
      return madeFromDescription(base, visit, depth: depth)
    default:
      guard passThrough.contains(expression.kind),
        let inner = expression.children.first(where: { $0.kind.hasSuffix("_expr") })
      else { return false }
      return madeFromDescription(inner, visit, depth: depth)
    }
  }

  /// How the text at `visit` is used, when it is searched or compared:
  /// up through what it passes through and the members read from it
  /// (`.lowercased()`), to a search, a comparison or a `switch`.
  private static func use(of visit: NodeVisit) -> (what: String, word: String?)? {
    for index in visit.ancestors.indices.reversed() {
      let ancestor = visit.ancestors[index]
      let position = visit.position(below: index)
      switch ancestor.kind {
      case "unresolved_dot_expr":
        guard let field = ancestor.referencedName else { return nil }
        if searches.contains(field) {
          return ("a value's description searched with `\(field)`", field)
        }
      case "call_expr":
        // The text is an argument, not what the call is made on.
        if ancestor.children[position].kind == "argument_list" { return nil }
      case "sequence_expr":
        // Before operators are sorted out a sequence is flat: the text is
        // compared when an operator beside it compares.
        let operands = ancestor.children
        let beside = [position - 1, position + 1].filter(operands.indices.contains)
        let compared = beside.lazy.compactMap { index -> String? in
          guard case .plain(let name)? = operands[index].reference,
            ReflectionRule.comparisons.contains(name)
          else { return nil }
          return name
        }.first
        // The code's words hold an operator one mark at a time: its first
        // mark finds its line.
        return compared.map {
          ("a value's description compared with `\($0)`", String($0.prefix(1)))
        }
      case "switch_stmt":
        return ("a `switch` over a value's description", "switch")
      default:
        guard passThrough.contains(ancestor.kind) else { return nil }
      }
    }
    return nil
  }
}
