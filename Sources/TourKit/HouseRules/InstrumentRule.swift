/// Refuses any use of the toolkit's `LiveObjects`, plain or after its
/// module's name (`HeadlessKit.LiveObjects`), whatever member follows.
///
/// The kit's session checks read `LiveObjects` to compare what the
/// learner's app keeps in memory with what the reference app keeps, and
/// `attribute(to:)` decides whose count a new view or screen goes to. A
/// behaviour test sees only the counts, so code that counts its screens for
/// someone else, or reads the counts and keeps less alive while it is
/// watched, hides the very leak the check is there to find. No kata needs
/// it: the toolkit counts on its own.
///
/// The name is read from the code's words, not the parse's expressions, so
/// a type annotation, a `typealias` or an unapplied `LiveObjects.counts`
/// counts as much as a call. Still allowed: a member of something else
/// (`report.LiveObjects`), and a `LiveObjects` the program declares itself
/// at file scope, which its plain uses then mean.
enum InstrumentRule: HouseRuleCheck {
  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    guard visit.node.kind == "source_file" else { return [] }
    let tokens = visit.file.source.tokens
    var sightings: [HouseRuleSighting] = []
    for (index, token) in tokens.enumerated()
    where token.kind == .word && token.text == instrument {
      // After a dot, only a module's name (`HeadlessKit.`) makes it the
      // toolkit's; a plain use is the program's own only when the program
      // declares the type at file scope; and `enum LiveObjects` names it.
      let afterDot = index > 1 && tokens[index - 1].text == "."
      let member = afterDot && !visit.source.allowedImports.contains(tokens[index - 2].text)
      let own = !afterDot && visit.declarations.ownTypePaths.contains(instrument)
      let declared = index > 0 && declarers.contains(tokens[index - 1].text)
      guard !member, !own, !declared else { continue }
      sightings.append(
        HouseRuleSighting(
          rule: .instruments, what: "`\(instrument)`, the toolkit's count of live objects",
          offset: token.offset))
    }
    return sightings
  }

  /// The toolkit's type the session checks count with.
  static let instrument = "LiveObjects"

  /// The words that give the name after them.
  private static let declarers: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "typealias", "func", "case", "let", "var",
  ]
}
