/// Refuses what switches off the compiler's data-race checks:
/// `nonisolated(unsafe)` on any variable, and an `@unchecked Sendable`
/// conformance. A bus whose handler list is `nonisolated(unsafe)` compiles
/// and passes its tests by luck, while registering on the main actor races
/// with work reading the list off it. (A global or static one is a store,
/// and the global-state rule says so instead.)
enum UncheckedSharingRule: HouseRuleCheck {
  /// Raw memory: what it holds is out of the compiler's sight, so a value
  /// kept behind a pointer (its address even kept in an `Int`) is shared
  /// with no check at all.
  static let rawMemory: Set<String> = [
    "UnsafeMutablePointer", "UnsafeMutableRawPointer", "UnsafeMutableBufferPointer",
    "UnsafeMutableRawBufferPointer", "UnsafePointer", "UnsafeRawPointer", "UnsafeBufferPointer",
    "UnsafeRawBufferPointer", "OpaquePointer", "Unmanaged", "unsafeBitCast",
    "withUnsafeMutablePointer", "withUnsafeMutableBytes",
  ]

  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    if node.kind == "source_file" { return rawMemorySightings(visit) }
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

  /// Every use of raw memory in the file, read from its words (a type in
  /// an annotation counts as much as a call); a member of something else
  /// of the same name does not.
  private static func rawMemorySightings(_ visit: NodeVisit) -> [HouseRuleSighting] {
    let tokens = visit.file.source.tokens
    return tokens.indices.compactMap { index in
      let token = tokens[index]
      guard token.kind == .word, rawMemory.contains(token.text), !visit.isOwn(token.text) else {
        return nil
      }
      let member =
        index > 1 && tokens[index - 1].text == "."
        && !NodeVisit.systemModules.contains(tokens[index - 2].text)
      guard !member else { return nil }
      return HouseRuleSighting(
        rule: .uncheckedSharing, what: "`\(token.text)`, memory the race checks cannot see into",
        offset: token.offset)
    }
  }
}
