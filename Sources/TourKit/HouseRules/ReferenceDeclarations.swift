/// What a kata's starter and reference solution declare, each by the type
/// it is declared in (`ActionButton.addTarget`, `.contains` at module
/// level): the declarations a learner's code may have whatever the tests
/// use, since the app as it was and the app as it should be have them too.
struct ReferenceDeclarations: Codable, Equatable, Sendable {
  /// "Type.name", or ".name" at module level; nested types by the type
  /// they are in.
  var keys: Set<String> = []
  /// The types the starter and the solution declare, by name.
  var types: Set<String> = []
  /// The heads of their functions, by key (see `FunctionHeads`).
  var heads: [String: Set<String>] = [:]

  init() {}

  init(_ files: [ParsedFile]) {
    for file in files {
      for item in file.root.children { read(item, in: nil) }
      heads.merge(FunctionHeads.read(file).mapValues(Set.init)) { $0.union($1) }
    }
  }

  /// Whether the starter or the solution declares `name` in `container`
  /// (a type's name, or nil for module level).
  func declares(_ name: String, in container: String?) -> Bool {
    keys.contains(Self.key(name, in: container))
  }

  static func key(_ name: String, in container: String?) -> String {
    (container ?? "") + "." + name
  }

  private mutating func read(_ node: SyntaxNode, in container: String?) {
    if let name = Self.declaredName(of: node) {
      keys.insert(Self.key(name, in: container))
    }
    if DeclaredNames.concreteTypes.contains(node.kind) || node.kind.hasPrefix("protocol"),
      let name = node.name
    {
      types.insert(name)
    }
    // Inside a function or a closure, names are its own.
    guard !Self.bodies.contains(node.kind) else { return }
    let inner =
      ProgramDeclarations.isTypeDeclaration(node)
      ? ProgramDeclarations.typeName(of: node) : container
    for child in node.children { read(child, in: inner) }
  }

  /// The name a declaration gives that others could use, if it gives one.
  static func declaredName(of node: SyntaxNode) -> String? {
    switch node.kind {
    case "func_decl", "var_decl", "struct_decl", "class_decl", "actor_decl", "enum_decl",
      "typealias_decl", "protocol", "protocol_decl", "enum_element_decl",
      "associated_type_decl", "macro_decl":
      return node.name
    case "subscript_decl": return "subscript"
    default: return nil
    }
  }

  /// Declarations whose insides are local.
  static let bodies: Set<String> = [
    "func_decl", "accessor_decl", "constructor_decl", "destructor_decl", "subscript_decl",
    "closure_expr", "top_level_code_decl",
  ]
}
