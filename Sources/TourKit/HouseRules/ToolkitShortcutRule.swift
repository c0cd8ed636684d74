/// Refuses, in a module that builds a mechanism the toolkit already has,
/// any use of the toolkit's own version (`KataModule.offLimits`): an action
/// table that hands its targets to a hidden `Control`, a list that draws
/// through a hidden `TableView`, shapes that hit-test through hidden views.
/// The tests would pass, and the kata would teach nothing of what the
/// mechanism does inside. The names are read from the code's words, so a
/// type annotation or a superclass counts as much as a call; a name the
/// program declares itself is its own.
enum ToolkitShortcutRule {
  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    guard visit.node.kind == "source_file", let offLimits = visit.source.offLimits,
      !offLimits.isEmpty
    else { return [] }
    let tokens = visit.file.source.tokens
    var sightings: [HouseRuleSighting] = []
    for (index, token) in tokens.enumerated()
    where token.kind == .word && offLimits.contains(token.text) {
      let member = index > 0 && tokens[index - 1].text == "."
      let own = visit.declarations.ownTypePaths.contains {
        $0 == token.text || $0.hasSuffix("." + token.text)
      }
      guard !member, !own else { continue }
      sightings.append(
        HouseRuleSighting(
          rule: .toolkitShortcuts,
          what: "`\(token.text)`, the toolkit's own version of what \(visit.source.module) builds",
          offset: token.offset))
    }
    return sightings
  }
}
