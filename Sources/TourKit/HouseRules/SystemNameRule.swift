/// Refuses a type, function or variable declared at module level under a
/// name the standard library already gives (`Mirror`, `zip`, `type(of:)`).
///
/// The tests import the learner's modules, and Swift lets any imported
/// module's type hide the standard library's of the same name, and a more
/// specific function win over the standard library's overload. So a
/// `struct Mirror` of the learner's is the one the tests' own code
/// reflects with, and a `zip` taking `[AnyObject]` is the one their
/// comparison calls: the module would change what the tests measure.
/// Nested in one of the learner's types, the same names are the learner's
/// business.
enum SystemNameRule: HouseRuleCheck {
  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    guard visit.parent?.kind == "source_file", declarations.contains(node.kind),
      let written = node.name
    else { return [] }
    let name = String(written.prefix { $0 != "(" })
    guard SystemNames.all.contains(name) else { return [] }
    let kind =
      node.kind == "func_decl" ? "a function" : node.kind == "var_decl" ? "a variable" : "a type"
    return [visit.sighting(.systemNames, "\(kind) named `\(name)` at module level", word: name)]
  }

  /// The declarations that put a name at module level.
  private static let declarations: Set<String> = [
    "func_decl", "struct_decl", "class_decl", "enum_decl", "protocol_decl", "actor_decl",
    "typealias_decl", "var_decl",
  ]
}
