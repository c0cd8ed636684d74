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
  /// The structs, classes, actors and enums declared, each by its path
  /// from file scope (`Qwink`, `Qwink.Line`), to tell a type of the files'
  /// own from another's of the same name. Protocols are left out: their
  /// extensions reach types declared elsewhere.
  var typePaths: Set<String> = []
  /// The protocols declared, by the same paths.
  var protocolPaths: Set<String> = []

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
      for item in file.root.children {
        typePaths.formUnion(Self.typePaths(in: item, under: nil))
        protocolPaths.formUnion(Self.typePaths(in: item, under: nil, kinds: Self.protocolKinds))
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
    both.typePaths.formUnion(other.typePaths)
    both.protocolPaths.formUnion(other.protocolPaths)
    return both
  }

  /// Whether `type` declares `name`, itself, in an extension, or through
  /// what it inherits or conforms to, as far as these names say.
  func type(_ type: String, declares name: String) -> Bool {
    var seen = Set<String>()
    var waiting = [type]
    while let next = waiting.popLast() {
      guard seen.insert(next).inserted else { continue }
      if members[next]?.contains(name) == true { return true }
      waiting += supertypes[next] ?? []
    }
    return false
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

  static let concreteTypes: Set<String> = ["struct_decl", "class_decl", "actor_decl", "enum_decl"]
  private static let protocolKinds: Set<String> = ["protocol", "protocol_decl"]

  /// The paths of the concrete types `node` declares, itself and inside it
  /// (or of the declarations of `kinds`); an extension's types go under the
  /// path it extends.
  private static func typePaths(
    in node: SyntaxNode, under outer: String?, kinds: Set<String> = concreteTypes
  ) -> Set<String> {
    let inner: String
    if concreteTypes.union(kinds).contains(node.kind), let name = node.name {
      inner = outer.map { "\($0).\(name)" } ?? name
    } else if node.kind == "extension_decl", outer == nil, let extended = extendedPath(of: node) {
      inner = extended
    } else {
      return []
    }
    var paths: Set<String> = kinds.contains(node.kind) ? [inner] : []
    for member in node.children {
      paths.formUnion(typePaths(in: member, under: inner, kinds: kinds))
    }
    return paths
  }

  /// The type an extension extends as a path (`Box<Int>.Inner` →
  /// `Box.Inner`), or nil when it is written as `[T]`, `T?` or another
  /// form that names no path.
  static func extendedPath(of node: SyntaxNode) -> String? {
    guard let written = node.properties["extended_type"] ?? node.name else { return nil }
    var path = ""
    var depth = 0
    for character in written {
      if character == "<" {
        depth += 1
      } else if character == ">" {
        depth -= 1
      } else if depth == 0 {
        path.append(character)
      }
    }
    let parts = path.split(separator: ".", omittingEmptySubsequences: false)
    let named = parts.allSatisfy { part in
      guard let first = part.first, first.isLetter || first == "_" else { return false }
      return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    return named ? path : nil
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
