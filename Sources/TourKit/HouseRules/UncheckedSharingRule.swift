/// Refuses what switches off the compiler's data-race checks:
/// `nonisolated(unsafe)` on any variable, and an `@unchecked Sendable`
/// conformance. A bus whose handler list is `nonisolated(unsafe)` compiles
/// and passes its tests by luck, while registering on the main actor races
/// with work reading the list off it. (A global or static one is a store,
/// and the global-state rule says so instead.)
enum UncheckedSharingRule {
  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    if node.kind == "var_decl", node.flags.contains("nonisolated(unsafe)"),
      visit.parent?.kind != "source_file", !node.flags.contains("static"), let name = node.name
    {
      return [
        visit.sighting(.uncheckedSharing, "`\(name)` marked `nonisolated(unsafe)`", word: name)
      ]
    }
    guard ProgramDeclarations.isTypeDeclaration(node) || node.kind == "extension_decl",
      let start = node.start
    else { return [] }
    for token in visit.file.source.tokens where token.offset >= start {
      if token.text == "{" { break }
      if token.kind == .attribute, token.text.hasSuffix("unchecked") {
        let name = ProgramDeclarations.typeName(of: node) ?? node.name ?? "a type"
        return [
          HouseRuleSighting(
            rule: .uncheckedSharing, what: "`\(name)` declared `@unchecked Sendable`",
            offset: token.offset)
        ]
      }
    }
    return []
  }
}
