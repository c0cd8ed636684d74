/// Refuses a name made public in a module below a kata's seam that the
/// kata's boundary does not offer (`KataModule.publicNames`), and a
/// variable offered only to read (`Timeline.qwinks { get }`) made
/// settable from outside.
///
/// The compiler holds the boundary only as far as access levels let it: a
/// service that makes its session public, or a responder module that adds
/// a public protocol for the form to log in by itself, opens a door
/// around the pattern that every module above can walk through. What each
/// lower module offers is what its starter and solution make public;
/// anything more is refused before the tests run.
enum BoundaryRule: HouseRuleCheck {
  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    guard let offered = visit.source.publicNames,
      let (qualified, name) = publicDeclaration(at: visit), !offered.contains(qualified)
    else { return [] }
    // `Timeline.qwinks { get }`: offered to read, never to set from outside.
    if offered.contains(qualified + " { get }") {
      guard isSettableAcross(node) else { return [] }
      return [
        visit.sighting(
          .boundary, "`\(qualified)` made settable from outside \(visit.source.module)",
          word: name)
      ]
    }
    return [
      visit.sighting(
        .boundary, "`\(qualified)` made public in \(visit.source.module)", word: name)
    ]
  }

  /// The name a declaration makes public in a module below a seam,
  /// qualified by the types around it (`Timeline.qwinks`), and the word
  /// that shows it; nil for anything else. What the boundary rule judges,
  /// and what the doors a step closes are read from.
  static func publicDeclaration(at visit: NodeVisit) -> (qualified: String, word: String)? {
    let node = visit.node
    guard visit.source.publicNames != nil, declarations.contains(node.kind),
      let written = node.name, isPublic(node, in: visit)
    else { return nil }
    let name = String(written.prefix { $0 != "(" })
    let isType = ProgramDeclarations.isTypeDeclaration(node)
    let qualified = (isType ? visit.enclosingTypes : visit.enclosingTypes + [name])
      .joined(separator: ".")
    return qualified.isEmpty ? nil : (qualified, name)
  }

  /// Whether other modules may set the variable: a stored `var` whose
  /// setter is not kept back (`private(set)`).
  private static func isSettableAcross(_ node: SyntaxNode) -> Bool {
    guard node.kind == "var_decl", !node.flags.contains("let"),
      !ProgramDeclarations.isComputed(node)
    else { return false }
    guard let setter = node.children.first(where: { $0.kind == "setter_access_attr" }) else {
      return true
    }
    return crossing.contains(setter.properties["access"] ?? "")
  }

  /// The declarations that can carry an access level.
  private static let declarations: Set<String> = [
    "func_decl", "var_decl", "constructor_decl", "subscript_decl", "typealias_decl",
    "struct_decl", "class_decl", "enum_decl", "protocol", "protocol_decl", "actor_decl",
  ]

  private static let crossing: Set<String> = ["public", "open", "package"]

  /// Whether the declaration is seen across the module's boundary: marked
  /// so itself, or unmarked in an extension marked so.
  private static func isPublic(_ node: SyntaxNode, in visit: NodeVisit) -> Bool {
    if let level = node.accessLevel { return crossing.contains(level) }
    guard let parent = visit.parent, parent.kind == "extension_decl",
      let level = parent.accessLevel
    else { return false }
    return crossing.contains(level)
  }

}
