/// One node of a learner's file as a rule sees it: the node, the nodes
/// around it, the names in scope there, and what the program declares.
struct NodeVisit {
  let node: SyntaxNode
  /// From the file down to the node's parent.
  let ancestors: [SyntaxNode]
  /// Where each of `ancestors` is among its own parent's children (the
  /// file's entry is 0), so `ancestors[i].children[path[i + 1]]` is the
  /// next one down, and `position` the node itself.
  let path: [Int]
  /// Where the node is among its parent's children.
  let position: Int
  let file: ParsedFile
  let source: HouseRules.Source
  let declarations: ProgramDeclarations
  /// The types around the node, innermost last.
  let enclosingTypes: [String]
  /// Parameters and local names of the functions and closures around it.
  let localNames: Set<String>

  var parent: SyntaxNode? { ancestors.last }

  /// Where the child of `ancestors[index]` on the way down to this node
  /// is among that ancestor's children.
  func position(below index: Int) -> Int {
    index + 1 < path.count ? path[index + 1] : position
  }

  /// The modules a dotted name may start with to mean a global: the
  /// `Foundation` of `Foundation.exit(0)`.
  static let systemModules: Set<String> = [
    "Foundation", "Glibc", "Darwin", "Musl", "SwiftGlibc", "ucrt", "WASILibc", "Android",
    "Swift", "CoreFoundation", "Dispatch", "FoundationEssentials",
  ]

  /// Whether a plain `name` here means a declaration of the program's own
  /// (a parameter, a local, a member of a type around it, a file-scope
  /// name) rather than the system's.
  func isOwn(_ name: String) -> Bool {
    localNames.contains(name) || declarations.names.topLevel.contains(name)
      || enclosingTypes.contains { declarations.type($0, declares: name) }
  }

  /// The name this node (or `other`, a node under it) uses, when it is one
  /// of `names` and means the system's: a plain `exit` that nothing here
  /// declares, or a module-qualified `Foundation.exit`.
  func systemName(in names: Set<String>, at other: SyntaxNode? = nil) -> String? {
    switch (other ?? node).reference {
    case .plain(let name)? where names.contains(name) && !isOwn(name):
      return name
    case .member(let name, let base?)? where names.contains(name):
      if case .plain(let module)? = base.reference, Self.systemModules.contains(module),
        !isOwn(module)
      {
        return name
      }
      return nil
    default:
      return nil
    }
  }

  /// A rule's sighting at this node; `word` finds its line.
  func sighting(_ rule: HouseRule, _ what: String, word: String? = nil) -> HouseRuleSighting {
    var member = false
    if case .member? = node.reference { member = true }
    return HouseRuleSighting(rule: rule, what: what, word: word, member: member)
  }

  /// The type an `extension` here extends, when it is one of `names`.
  func extendedType(in names: Set<String>) -> String? {
    guard node.kind == "extension_decl", let type = ProgramDeclarations.typeName(of: node),
      names.contains(type), !isOwn(type)
    else { return nil }
    return type
  }

  /// The member name of a dotted reference whose base is the system's
  /// type `type` (`Thread.exit`, `Foundation.Thread.exit`).
  func member(of type: String) -> String? {
    guard case .member(let name, let base?)? = node.reference,
      systemName(in: [type], at: base) != nil
    else { return nil }
    return name
  }

  /// The nodes around this one up to the statement or declaration that
  /// holds it, innermost first.
  var expressionAncestors: [SyntaxNode] {
    Array(ancestors.reversed().prefix { !Self.holdsExpressions($0) })
  }

  /// The statement or declaration that holds this node's expression.
  var statement: SyntaxNode? {
    ancestors.reversed().first(where: Self.holdsExpressions)
  }

  /// Whether a node is a statement or declaration (or a closure) rather
  /// than part of an expression. The implicit statements the compiler
  /// wraps an interpolation's code in are part of the expression.
  private static func holdsExpressions(_ node: SyntaxNode) -> Bool {
    (node.kind.hasSuffix("_stmt") && !node.flags.contains("implicit"))
      || node.kind.hasSuffix("_decl") || node.kind == "closure_expr"
  }

  /// Code words of the file from `start` to `end` (both byte offsets).
  func words(from start: Int, to end: Int) -> [SourceText.Token] {
    file.source.tokens.filter { $0.kind == .word && $0.offset >= start && $0.offset <= end }
  }
}
