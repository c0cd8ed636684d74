/// Refuses a declaration of the learner's that could change what a name in
/// the kata's tests means (see `TestNames`), unless the starter or the
/// reference solution declares it too, in the same place.
///
/// The tests import the learner's modules, internal names included, and
/// Swift weighs every declaration in sight. So, wherever the tests use the
/// name:
/// - at module level, a function, variable or type of the learner's
///   competes with the tests' own helper (`contains(targets, screen)`);
/// - an operator competes wherever it is declared, members included
///   (an `===` inside a learner's class decides the tests' identity
///   checks), unless its type is one only the learner's code knows;
/// - a member added to a type the learner does not declare (the toolkit's,
///   the standard library's), or to any protocol (a default every adopter
///   gets), competes with the member the tests call;
/// - a member or nested type of the learner's own type competes only
///   where the tests extend or subclass that type: inside, it comes first.
///
/// What the app as it was and as it should be declare is never refused:
/// the tests were written against both.
enum TestNameRule: HouseRuleCheck {
  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    guard let tests = visit.declarations.testNames,
      let reference = visit.declarations.reference,
      let name = ReferenceDeclarations.declaredName(of: node),
      !visit.ancestors.contains(where: { ReferenceDeclarations.bodies.contains($0.kind) }),
      !([node] + visit.ancestors).contains(where: isHidden)
    else { return [] }
    let holder = visit.ancestors.last(where: ProgramDeclarations.isTypeDeclaration)
    let container = holder.flatMap(ProgramDeclarations.typeName(of:))
    if reference.declares(name, in: container) {
      return addedOverload(name, in: container, visit: visit, tests: tests, reference: reference)
    }
    guard
      let (place, what) = use(of: name, in: holder, named: container, visit: visit, tests: tests)
    else { return [] }
    return [
      visit.sighting(.testNames, what(place), word: OperatorRule.isOperator(name) ? nil : name)
    ]
  }

  /// A function of a name the starter or the solution declares, beside
  /// more of that name than they have, with a head neither has: Swift
  /// picks the more specific of two overloads, so the tests' call could
  /// get this one (`typedContent(as: [Post].Type)` beside the generic
  /// `typedContent(as:)`). Changing the one function the starter has is
  /// the learner's to do.
  private static func addedOverload(
    _ name: String, in container: String?, visit: NodeVisit, tests: TestNames,
    reference: ReferenceDeclarations
  ) -> [HouseRuleSighting] {
    let key = ReferenceDeclarations.key(name, in: container)
    let theirs = reference.heads[key] ?? []
    guard visit.node.kind == "func_decl", let mine = visit.declarations.heads[key],
      mine.count > max(theirs.count, 1),
      let head = FunctionHeads.head(of: visit.node, in: visit.file), !theirs.contains(head),
      let place = tests.dotted[name] ?? tests.plain[name]
        ?? container.flatMap({ tests.plainInside[$0]?[name] ?? tests.declaredOn[$0]?[name] })
    else { return [] }
    let shown = "`\(name)`"
    let holder = container.map { " in `\($0)`" } ?? " at module level"
    return [
      visit.sighting(
        .testNames,
        "a second \(shown)\(holder), beside the one the starter declares: the tests' "
          + "\(shown) (\(place)) could pick yours", word: name)
    ]
  }

  /// Where the tests use `name` in a way a declaration there could take
  /// over, and how to say so.
  private static func use(
    of name: String, in holder: SyntaxNode?, named container: String?, visit: NodeVisit,
    tests: TestNames
  ) -> (TestNames.Place, (TestNames.Place) -> String)? {
    let shown = "`\(name)`"
    if OperatorRule.isOperator(name) {
      guard let place = tests.plain[name] else { return nil }
      if let container, isNew(container, visit: visit) { return nil }
      return (
        place,
        { "\(shown) in `\(container ?? "?")`: the tests' own \(shown) (\($0)) could mean yours" }
      )
    }
    guard let holder, let container else {
      guard let place = tests.plain[name] else { return nil }
      return (
        place,
        { "\(shown) at module level: the tests' \(shown) (\($0)) could mean yours, not theirs" }
      )
    }
    if isShared(holder, visit: visit) {
      guard
        let place = tests.plain[name] ?? tests.dotted[name] ?? tests.declaredOn[container]?[name]
      else { return nil }
      return (
        place,
        { "\(shown) added to `\(container)`: the tests' \(shown) (\($0)) could call yours" }
      )
    }
    guard let place = tests.plainInside[container]?[name] ?? tests.declaredOn[container]?[name]
    else { return nil }
    return (
      place,
      {
        "\(shown) in `\(container)`: the tests' code in `\(container)` (\($0)) would find "
          + "yours before theirs"
      }
    )
  }

  /// Whether members declared in `holder` reach types beyond the learner's
  /// own: an extension of a type the learner does not declare, or of any
  /// protocol, or a protocol's own requirements and their defaults.
  private static func isShared(_ holder: SyntaxNode, visit: NodeVisit) -> Bool {
    if holder.kind.hasPrefix("protocol") { return true }
    guard holder.kind == "extension_decl" else { return false }
    if case .own = visit.declarations.kindOfType(extendedBy: holder, module: visit.source.module),
      let type = ProgramDeclarations.typeName(of: holder),
      !visit.declarations.names.protocolPaths.contains(where: {
        $0 == type || $0.hasSuffix("." + type)
      })
    {
      return false
    }
    return true
  }

  /// Whether only the learner's code knows `type`: the program declares it,
  /// and neither the starter, the solution nor the toolkit does.
  private static func isNew(_ type: String, visit: NodeVisit) -> Bool {
    guard let reference = visit.declarations.reference, !reference.types.contains(type) else {
      return false
    }
    return visit.declarations.ownTypePaths.contains { $0 == type || $0.hasSuffix("." + type) }
      && !visit.declarations.context.typePaths.contains { $0 == type || $0.hasSuffix("." + type) }
  }

  /// Whether no other file sees the declaration: `private` or
  /// `fileprivate`, itself or by a declaration around it.
  private static func isHidden(_ node: SyntaxNode) -> Bool {
    ["private", "fileprivate"].contains(node.accessLevel ?? "")
  }
}
