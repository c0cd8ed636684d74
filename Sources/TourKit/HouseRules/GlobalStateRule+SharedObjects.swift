/// Objects the whole process shares, written to: `OperationQueue.main.name
/// = text` keeps a value where any object can read it back, without being
/// handed anything, just as a `static var` would. The rule refuses an
/// assignment whose target is reached from a static member of a type that
/// neither the workbench nor the modules it builds on declare (the
/// toolkit's `Application.shared` is part of the patterns and stays free).
extension GlobalStateRule {
  /// The operators that write to what stands on their left.
  static let assignments: Set<String> = [
    "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=",
  ]

  /// The shared object this node, an assignment, writes to, as written
  /// (`OperationQueue.main`), or nil.
  static func sharedObjectWritten(at visit: NodeVisit) -> String? {
    let node = visit.node
    guard node.kind == "sequence_expr" else { return nil }
    for (index, child) in node.children.enumerated() where index > 0 {
      let assigns =
        child.kind == "assign_expr"
        || (child.referencedName.map(assignments.contains) == true
          && child.kind == "unresolved_decl_ref_expr")
      guard assigns, let shared = sharedRoot(of: node.children[index - 1], visit) else {
        continue
      }
      return shared
    }
    return nil
  }

  /// `Type.member` when `target` is reached through a static member of a
  /// system type, through any members, subscripts or optionals after it.
  private static func sharedRoot(of target: SyntaxNode, _ visit: NodeVisit) -> String? {
    var members: [String] = []
    var current = target
    while true {
      if case .member(let name, let base?)? = current.reference {
        members.insert(name, at: 0)
        current = base
        continue
      }
      if passesThrough.contains(current.kind),
        let inner = current.children.first(where: { $0.kind.hasSuffix("_expr") })
      {
        current = inner
        continue
      }
      break
    }
    guard case .plain(var type)? = current.reference else { return nil }
    if NodeVisit.systemModules.contains(type), !visit.isOwn(type), !members.isEmpty {
      type = members.removeFirst()
    }
    guard let first = members.first, isSystemType(type, visit) else { return nil }
    return "\(type).\(first)"
  }

  /// The wrappers a target's path may pass through on the way to its root.
  private static let passesThrough: Set<String> = [
    "subscript_expr", "bind_optional_expr", "force_value_expr", "optional_evaluation_expr",
    "paren_expr",
  ]

  /// A type name that neither the workbench nor the modules it builds on
  /// declare: Foundation's or the standard library's.
  private static func isSystemType(_ name: String, _ visit: NodeVisit) -> Bool {
    guard let first = name.first, first.isUppercase, !visit.isOwn(name) else { return false }
    return !declaresType(name, visit)
  }
}
