/// Refuses an operator the workbench gives to types that are not its own:
/// one declared at file scope, or in an extension of a type the learner's
/// files do not declare (`Array`, `Optional`, `String`, a toolkit view) or
/// of a protocol. Such an `==` is picked by every file that imports the
/// module, the tests included, and can make their comparisons agree with
/// anything.
///
/// An operator inside a struct, class, actor or enum of the workbench, or
/// in an extension of one, stays allowed: the compiler requires one of its
/// operands to be that type, so it is the type's own equality or order.
enum OperatorRule: HouseRuleCheck {
  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    guard node.kind == "func_decl", let name = node.name, isOperator(name),
      let parent = visit.parent
    else { return [] }
    switch parent.kind {
    case "source_file":
      return [visit.sighting(.operators, "`func \(name)` at file scope")]
    case "extension_decl":
      let written = parent.properties["extended_type"] ?? parent.name ?? "?"
      if let path = DeclaredNames.extendedPath(of: parent),
        visit.declarations.owns(
          path, in: visit.declarations.ownTypePaths, module: visit.source.module)
      {
        return []
      }
      return [visit.sighting(.operators, "`func \(name)` in an extension of `\(written)`")]
    default:
      // Inside a type's own declaration (or a protocol's requirements):
      // the compiler makes it take that type.
      return []
    }
  }

  /// Whether a name is an operator's (`==`, `<`, `~=`, `..<`), not an
  /// identifier's.
  static func isOperator(_ name: String) -> Bool {
    guard let first = name.first else { return false }
    return !(first.isLetter || first.isNumber || first == "_" || first == "`" || first == "$")
  }
}
