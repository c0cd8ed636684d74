/// What looks at every node of a learner's file for one rule's breaking
/// (`HouseRule.checks` names each rule's).
protocol HouseRuleCheck {
  static func look(at visit: NodeVisit) -> [HouseRuleSighting]
}

/// What a rule saw at a node: which rule, what in a few words, and the word
/// to find on the line (the parse places declarations and statements, not
/// every expression inside them).
struct HouseRuleSighting {
  let rule: HouseRule
  let what: String
  /// The word that shows it in the code (`exit`), or nil to take the
  /// node's own place. `member` says whether it follows a dot.
  var word: String? = nil
  var member = false
  /// Where it is, in bytes, when the rule read it from the code's words.
  var offset: Int? = nil
}

/// Walks one learner's file, node by node, keeping track of the names in
/// scope, and asks every rule what it sees.
struct HouseRuleWalk {
  let file: ParsedFile
  let source: HouseRules.Source
  let declarations: ProgramDeclarations
  private(set) var findings: [HouseRuleFinding] = []
  /// What the walk saw beside the rules, from the same parse.
  private(set) var facts = HouseRuleFacts()
  /// Places already given to a finding, so two `exit`s in one statement
  /// land on their own lines.
  private var claimed = Set<Int>()

  /// Every rule's look at a node, in the rules' order.
  static func sightings(at visit: NodeVisit) -> [HouseRuleSighting] {
    HouseRule.allCases.flatMap(\.checks).flatMap { $0.look(at: visit) }
  }

  init(file: ParsedFile, source: HouseRules.Source, declarations: ProgramDeclarations) {
    self.file = file
    self.source = source
    self.declarations = declarations
    var ancestors: [SyntaxNode] = []
    var path: [Int] = []
    visit(file.root, ancestors: &ancestors, path: &path, position: 0, types: [], locals: [])
  }

  private mutating func visit(
    _ node: SyntaxNode, ancestors: inout [SyntaxNode], path: inout [Int], position: Int,
    types: [String], locals: Set<String>
  ) {
    var types = types
    var locals = locals
    if ProgramDeclarations.isTypeDeclaration(node),
      let name = ProgramDeclarations.typeName(of: node)
    {
      types.append(name)
    }
    if Self.opensScope(node) { locals.formUnion(Self.localNames(in: node)) }
    let here = NodeVisit(
      node: node, ancestors: ancestors, path: path, position: position, file: file,
      source: source, declarations: declarations, enclosingTypes: types, localNames: locals)
    let sightings = Self.sightings(at: here)
    let shown = source.shown ?? file.url
    for sighting in sightings {
      findings.append(
        HouseRuleFinding(
          file: shown, line: line(of: sighting, at: node, ancestors: ancestors),
          rule: sighting.rule, what: sighting.what))
    }
    if let (name, word) = BoundaryRule.publicDeclaration(at: here) {
      let seen = HouseRuleSighting(rule: .boundary, what: name, word: word)
      let line = line(of: seen, at: node, ancestors: ancestors, claiming: false)
      facts.publicNames.append(.init(name: name, file: shown, line: line))
    }
    if let (name, word) = LookupUse.look(at: here) {
      let seen = HouseRuleSighting(rule: .boundary, what: name, word: word, member: true)
      let line = line(of: seen, at: node, ancestors: ancestors, claiming: false)
      facts.lookups.append(.init(name: name, file: shown, line: line))
    }
    ancestors.append(node)
    path.append(position)
    for (index, child) in node.children.enumerated() {
      visit(
        child, ancestors: &ancestors, path: &path, position: index, types: types,
        locals: locals)
    }
    path.removeLast()
    ancestors.removeLast()
  }

  // MARK: Scopes

  private static func opensScope(_ node: SyntaxNode) -> Bool {
    scopes.contains(node.kind)
  }

  private static let scopes: Set<String> = [
    "func_decl", "accessor_decl", "constructor_decl", "destructor_decl", "subscript_decl",
    "closure_expr",
  ]

  /// The parameters of a function or closure and every name declared in
  /// its body: any of them hides a system name of the same spelling.
  private static func localNames(in node: SyntaxNode) -> Set<String> {
    var names = Set<String>()
    node.forEveryNode { inner in
      guard inner.kind == "parameter" || inner.kind == "var_decl" || inner.kind == "func_decl",
        let name = inner.name, name != "self"
      else { return }
      names.insert(name)
    }
    return names
  }

  // MARK: Places

  /// The line a sighting is on: its word's line, found in the nearest node
  /// the parse placed, or that node's own line.
  private mutating func line(
    of sighting: HouseRuleSighting, at node: SyntaxNode, ancestors: [SyntaxNode],
    claiming: Bool = true
  ) -> Int {
    if let offset = sighting.offset { return file.source.line(at: offset) }
    guard let anchor = ([node] + ancestors.reversed()).first(where: { $0.start != nil }),
      let start = anchor.start
    else { return 1 }
    guard let word = sighting.word else { return file.source.line(at: start) }
    let last = file.source.endOfLine(at: max(anchor.end ?? start, start))
    let tokens = file.source.tokens
    let candidates = tokens.indices.filter {
      tokens[$0].offset >= start && tokens[$0].offset <= last && tokens[$0].text == word
        && !(claiming && claimed.contains(tokens[$0].offset))
    }
    // Best a word that follows a dot when the sighting was of a member, and
    // one that does not otherwise; failing that, any.
    let fitting = candidates.first {
      ($0 > 0 && tokens[$0 - 1].text == ".") == sighting.member
    }
    guard let index = fitting ?? candidates.first else { return file.source.line(at: start) }
    if claiming { claimed.insert(tokens[index].offset) }
    return file.source.line(at: tokens[index].offset)
  }
}
