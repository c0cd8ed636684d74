/// Refuses reflection and tests of type names: code that decides by what
/// an object is, or what its type is called, instead of asking it through
/// the protocol the pattern puts between two objects.
enum ReflectionRule: HouseRuleCheck {
  /// Functions and types that inspect an object or name its type.
  static let names: Set<String> = [
    "Mirror", "dump", "_typeName", "_mangledTypeName", "_typeByName", "NSStringFromClass",
    "NSClassFromString", "NSStringFromProtocol", "NSProtocolFromString", "class_getName",
    "object_getClass", "object_getClassName",
    // The Objective-C runtime (on Apple platforms): swapping another
    // class's methods, or calling one by its name.
    "method_exchangeImplementations", "method_setImplementation", "class_replaceMethod",
    "class_addMethod", "class_getInstanceMethod", "class_getClassMethod", "objc_getClass",
    "objc_lookUpClass", "object_setClass", "NSSelectorFromString", "sel_registerName",
    "objc_msgSend",
  ]

  /// Calls that turn what they are given into text or an identity: with a
  /// type (`Feed.self`) in them, they read or compare a type's name.
  static let describers: Set<String> = ["ObjectIdentifier", "print", "debugPrint"]

  /// The same for `String(describing:)` and its kin, by first label
  /// (`String(decoding: data, as: UTF8.self)` names no type).
  static let textMakers: Set<String> = ["String", "Substring"]
  static let textLabels: Set<String> = ["_", "describing", "reflecting"]

  /// Calls whose text is a message for a person as the program stops.
  static let traps: Set<String> = [
    "fatalError", "preconditionFailure", "assertionFailure", "precondition", "assert",
  ]

  private static let mirror: Set<String> = ["Mirror"]
  private static let typeOf: Set<String> = ["type"]

  /// Operators that compare what stands on either side.
  static let comparisons: Set<String> = ["==", "!=", "===", "!==", "~="]

  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    if let name = visit.systemName(in: names) {
      return [visit.sighting(.reflection, "`\(name)`", word: name)]
    }
    if case .member("customMirror", _)? = node.reference {
      return [visit.sighting(.reflection, "`customMirror`", word: "customMirror")]
    }
    if let type = visit.extendedType(in: mirror) {
      return [visit.sighting(.reflection, "`extension \(type)`")]
    }
    guard node.kind == "call_expr" || node.kind == "dot_self_expr" else { return [] }
    if node.argumentLabels.first == "reflecting" {
      return [HouseRuleSighting(rule: .reflection, what: "`(reflecting:)`", word: "reflecting")]
    }
    // `type(of: x).member` reaches a static member; anything else uses the
    // type itself as a value: to name it, compare it, keep it. A type's
    // name may go into an error that is thrown, or a trap's message: words
    // for a person, not a decision (the command buses of two katas name the
    // command no handler took).
    if isTypeOf(node, visit), visit.parent?.kind != "unresolved_dot_expr", !isMessage(visit) {
      return [HouseRuleSighting(rule: .reflection, what: "`type(of:)`", word: "type")]
    }
    if node.kind == "dot_self_expr", let use = typeUse(visit), !isMessage(visit) {
      return [HouseRuleSighting(rule: .reflection, what: use, word: "self", member: true)]
    }
    return []
  }

  /// Whether a call is the standard library's `type(of:)`.
  private static func isTypeOf(_ node: SyntaxNode, _ visit: NodeVisit) -> Bool {
    guard node.argumentLabels == ["of"], let callee = node.callee else { return false }
    return visit.systemName(in: typeOf, at: callee) != nil
  }

  /// How a type (`Feed.self`) is used, when it is turned into text, an
  /// identity, or compared.
  private static func typeUse(_ visit: NodeVisit) -> String? {
    if let parent = visit.parent, parent.kind == "sequence_expr",
      parent.children.contains(where: {
        if case .plain(let name)? = $0.reference { comparisons.contains(name) } else { false }
      })
    {
      return "a type compared with `.self`"
    }
    for ancestor in visit.expressionAncestors {
      if ancestor.kind == "interpolated_string_literal_expr" {
        return "a type's name in a string"
      }
      guard case .plain(let name)? = ancestor.callee?.reference else { continue }
      if describers.contains(name)
        || textMakers.contains(name) && textLabels.contains(ancestor.argumentLabels.first ?? "_")
      {
        return "a type's name or identity from `\(name)(...)`"
      }
    }
    return nil
  }

  /// Whether the node is part of a thrown error or a trap's message.
  private static func isMessage(_ visit: NodeVisit) -> Bool {
    visit.statement?.kind == "throw_stmt"
      || visit.expressionAncestors.contains {
        if case .plain(let name)? = $0.callee?.reference { traps.contains(name) } else { false }
      }
  }
}
