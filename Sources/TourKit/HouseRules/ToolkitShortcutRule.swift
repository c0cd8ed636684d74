/// Refuses the names a kata's module may not use (`KataModule.offLimits`),
/// and the toolkit's subclasses of them:
/// - in a module that builds a mechanism the toolkit already has, the
///   toolkit's own version: an action table that hands its targets to a
///   hidden `Control` or a tap recognizer, a list that draws through a
///   hidden `TableView`, shapes that hit-test through hidden views;
/// - in the code the tests drive through their doubles, the doubles
///   themselves (`FakeDownloadNetwork`), which the code could recognise
///   and treat apart.
/// The tests would pass with the work undone. The names are read from the
/// code's words, so a type annotation, a superclass or a cast counts as
/// much as a call; a name the program declares itself is its own.
enum ToolkitShortcutRule: HouseRuleCheck {
  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    guard visit.node.kind == "source_file", let named = visit.source.offLimits, !named.isEmpty
    else { return [] }
    let offLimits = withSubclasses(of: named, in: visit.declarations.context)
    let tokens = visit.file.source.tokens
    var sightings: [HouseRuleSighting] = []
    for (index, token) in tokens.enumerated()
    where token.kind == .word && offLimits.contains(token.text) {
      // A member of something else (`list.View`) is not the type; one
      // after its module's name (`HeadlessKit.Control`) is, and nothing of
      // the program's hides it there. A plain use is the program's own
      // only when it declares that type at file scope, not nested.
      let afterDot = index > 1 && tokens[index - 1].text == "."
      let member = afterDot && !visit.source.allowedImports.contains(tokens[index - 2].text)
      let own = !afterDot && visit.declarations.ownTypePaths.contains(token.text)
      // The name a declaration gives (`struct Control`) is not a use.
      let declared = index > 0 && declarers.contains(tokens[index - 1].text)
      guard !member, !own, !declared else { continue }
      sightings.append(
        HouseRuleSighting(
          rule: .toolkitShortcuts, what: "`\(token.text)`, off limits in \(visit.source.module)",
          offset: token.offset))
    }
    return sightings
  }

  /// The words that give the name after them.
  private static let declarers: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "typealias", "func", "case", "let", "var",
  ]

  /// `names` and every type of the toolkit that inherits from one of
  /// them, however far down: a `Label` is a `View`.
  static func withSubclasses(of names: Set<String>, in context: DeclaredNames) -> Set<String> {
    var all = names
    var grew = true
    while grew {
      grew = false
      for (type, supertypes) in context.supertypes
      where !all.contains(type) && !supertypes.isDisjoint(with: all) {
        all.insert(type)
        grew = true
      }
    }
    return all
  }
}
