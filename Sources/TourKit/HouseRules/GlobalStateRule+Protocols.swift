/// A global or static `let` whose value the compiler knows only by a
/// protocol: `any P`, `some P`, `Any`, a protocol written bare, or what a
/// function with such a result makes. Whatever the protocol says, a class
/// may adopt it, so an object (and a store) may be behind the value, and
/// two apps in one process would share it. One attempt kept every
/// screen's entries in a drawer made by `makeFiling() -> any Filing`.
extension GlobalStateRule {
  /// The type written, when it is known only by a protocol: `any P`,
  /// `some P`, `Any`, or a protocol the program or the modules it builds
  /// on declare, written bare. Whatever the protocol says, a class may
  /// adopt it, so the compiler cannot tell that no object is kept there.
  static func protocolOnly(_ words: [String], _ visit: NodeVisit) -> String? {
    if let index = words.firstIndex(where: { $0 == "any" || $0 == "some" }) {
      return "`" + words[index...].prefix(2).joined(separator: " ") + "`"
    }
    if words.contains("Any") { return "an `Any`" }
    let protocols = visit.declarations.names.protocolPaths
    if let named = words.first(where: { word in
      protocols.contains { $0 == word || $0.hasSuffix("." + word) }
    }) {
      return "a `\(named)`"
    }
    return nil
  }

  /// A function of the program's, called outside any closure, whose result
  /// is known only by a protocol.
  static func protocolFactory(in node: SyntaxNode, _ visit: NodeVisit) -> String? {
    if node.kind == "closure_expr" { return nil }
    if node.kind == "call_expr", case .plain(let name)? = node.callee?.reference,
      let results = visit.declarations.results[name],
      results.contains(FileSummary.protocolOnly)
        || results.contains(where: { result in
          visit.declarations.names.protocolPaths.contains {
            $0 == result || $0.hasSuffix("." + result)
          }
        })
    {
      return name
    }
    for child in node.children {
      if let found = protocolFactory(in: child, visit) { return found }
    }
    return nil
  }
}
