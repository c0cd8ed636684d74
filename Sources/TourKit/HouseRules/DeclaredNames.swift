/// The names a set of files declares, and how: what is at file scope,
/// what each type declares (with its extensions), what it inherits or
/// conforms to, and which types are classes or actors. Codable, so what
/// the toolkit declares is read once and kept between checks.
struct DeclaredNames: Codable, Equatable, Sendable {
  /// Names declared at file scope: functions, variables, types.
  var topLevel: Set<String> = []
  /// For each type, the names declared in it and in its extensions.
  var members: [String: Set<String>] = [:]
  /// For each type, the names in its declarations' headers (`class Feed:
  /// ViewController, ListDataSource`): its superclass and protocols, whose
  /// members it has too. (The parse leaves those out; the code's words
  /// between the declaration's start and its `{` have them.)
  var supertypes: [String: Set<String>] = [:]
  /// Classes and actors: objects whose contents can change.
  var referenceTypes: Set<String> = []

  init() {}

  init(_ files: [ParsedFile]) {
    for file in files {
      for item in file.root.children where Self.declaresName(item) {
        if let name = item.name { topLevel.insert(name) }
      }
      file.root.forEveryNode { node in
        guard ProgramDeclarations.isTypeDeclaration(node),
          let type = ProgramDeclarations.typeName(of: node)
        else { return }
        members[type, default: []].formUnion(Self.memberNames(of: node))
        supertypes[type, default: []].formUnion(Self.headerWords(of: node, in: file))
        if node.kind == "class_decl" || node.kind == "actor_decl" { referenceTypes.insert(type) }
      }
    }
  }

  /// Both sets of names together.
  func merging(_ other: DeclaredNames) -> DeclaredNames {
    var both = self
    both.topLevel.formUnion(other.topLevel)
    both.members.merge(other.members) { $0.union($1) }
    both.supertypes.merge(other.supertypes) { $0.union($1) }
    both.referenceTypes.formUnion(other.referenceTypes)
    return both
  }

  /// Whether a file-scope item declares a name of its own (an extension
  /// names another's type; an import, a module).
  private static func declaresName(_ node: SyntaxNode) -> Bool {
    let declaration = node.kind.hasSuffix("_decl") || node.kind == "protocol"
    let naming = !["extension_decl", "import_decl", "pattern_binding_decl"].contains(node.kind)
    return declaration && naming && node.name != nil
  }

  private static func memberNames(of type: SyntaxNode) -> Set<String> {
    var names = Set<String>()
    for member in type.children {
      if member.kind == "enum_case_decl" {
        names.formUnion(member.children.compactMap(\.name))
      } else if declaresName(member), let name = member.name {
        names.insert(name)
      }
    }
    return names
  }

  private static func headerWords(of node: SyntaxNode, in file: ParsedFile) -> Set<String> {
    guard let start = node.start else { return [] }
    var words = Set<String>()
    for token in file.source.tokens where token.offset >= start {
      if token.text == "{" { break }
      if token.kind == .word { words.insert(token.text) }
    }
    return words
  }
}
