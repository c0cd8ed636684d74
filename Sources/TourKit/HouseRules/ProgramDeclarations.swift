/// What a program's files declare. The parse comes before type checking,
/// so this is how the rules read a name as the compiler will: a bare
/// `abort()` inside a type that declares `func abort()` is the learner's
/// own method, not the C function; `Store()` makes an object whose
/// contents can change when `Store` is a class.
struct ProgramDeclarations: Sendable {
  /// Names declared at file scope: functions, variables, types.
  private(set) var topLevel: Set<String> = []
  /// For each type, the names declared in it and in its extensions.
  private(set) var members: [String: Set<String>] = [:]
  /// For each type, the names in its declarations' headers (`class Feed:
  /// ViewController, ListDataSource`): its superclass and protocols, whose
  /// members it has too.
  private(set) var supertypes: [String: Set<String>] = [:]
  /// Classes and actors: objects whose contents can change.
  private(set) var referenceTypes: Set<String> = []
  /// Types whose values hold such an object: the reference types, the
  /// `known` ones (Foundation's), and the learner's structs and enums that
  /// keep one in a stored property.
  private(set) var storeTypes: Set<String> = []

  /// `sources` are the files held to the rules, `context` the modules they
  /// build on (read only for what they declare).
  init(sources: [ParsedFile], context: [ParsedFile], knownStores: Set<String>) {
    var valueTypeWords: [String: Set<String>] = [:]
    let sourceFiles = Set(sources.map(\.url))
    for file in sources + context {
      for item in file.root.children where Self.declaresName(item) {
        if let name = item.name { topLevel.insert(name) }
      }
      for node in file.root.subtree where Self.isTypeDeclaration(node) {
        guard let type = Self.typeName(of: node) else { continue }
        members[type, default: []].formUnion(Self.memberNames(of: node))
        supertypes[type, default: []].formUnion(Self.headerWords(of: node, in: file))
        if node.kind == "class_decl" || node.kind == "actor_decl" { referenceTypes.insert(type) }
        if node.kind == "struct_decl" || node.kind == "enum_decl", sourceFiles.contains(file.url) {
          valueTypeWords[type, default: []].formUnion(Self.storedPropertyWords(of: node, in: file))
        }
      }
    }
    // A struct that keeps a store is a store, and so is one that keeps it.
    storeTypes = referenceTypes.union(knownStores)
    var grew = true
    while grew {
      grew = false
      for (type, words) in valueTypeWords
      where !isStore(type) && words.contains(where: isStore) {
        storeTypes.insert(type)
        grew = true
      }
    }
  }

  /// Whether values of `type` hold an object whose contents can change.
  func isStore(_ type: String) -> Bool {
    storeTypes.contains(type) || type.hasPrefix("NSMutable") || type.hasPrefix("UnsafeMutable")
  }

  /// Whether `type` declares `name`, itself, in an extension, or through
  /// what it inherits or conforms to.
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

  // MARK: Reading declarations

  static func isTypeDeclaration(_ node: SyntaxNode) -> Bool {
    [
      "struct_decl", "class_decl", "actor_decl", "enum_decl", "protocol", "protocol_decl",
      "extension_decl",
    ].contains(node.kind)
  }

  /// The type a declaration declares or extends (`extension A.B` → `B`).
  static func typeName(of node: SyntaxNode) -> String? {
    let name =
      node.kind == "extension_decl" ? node.properties["extended_type"] ?? node.name : node.name
    return name.map { String($0.split(separator: ".").last ?? Substring($0)) }
  }

  /// Whether a file-scope item declares a name of its own (an extension
  /// names another's type; an import, a module).
  private static func declaresName(_ node: SyntaxNode) -> Bool {
    let declaration = node.kind.hasSuffix("_decl") || node.kind == "protocol"
    let naming = !["extension_decl", "import_decl", "pattern_binding_decl"].contains(node.kind)
    return declaration && naming && node.name != nil
  }

  /// The words between a type declaration's start and its `{`: its name,
  /// then what it inherits and conforms to (the parse leaves those out).
  private static func headerWords(of node: SyntaxNode, in file: ParsedFile) -> Set<String> {
    guard let start = node.start else { return [] }
    var words = Set<String>()
    for token in file.source.tokens where token.offset >= start {
      if token.text == "{" { break }
      if token.kind == .word { words.insert(token.text) }
    }
    return words
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

  /// The words of a type's stored instance properties (`let box = Box()`,
  /// `var list: ListView?`), to tell whether it keeps an object.
  private static func storedPropertyWords(of type: SyntaxNode, in file: ParsedFile) -> Set<String> {
    var words = Set<String>()
    for (index, member) in type.children.enumerated() where member.kind == "var_decl" {
      guard !member.flags.contains("static"), !isComputed(member),
        let binding = type.children[..<index].last(where: { $0.kind == "pattern_binding_decl" }),
        let start = binding.start, let end = binding.end
      else { continue }
      for token in file.source.tokens
      where token.kind == .word && token.offset >= start && token.offset <= end {
        words.insert(token.text)
      }
    }
    return words
  }

  /// Whether a variable is computed (it has a getter) rather than stored.
  static func isComputed(_ variable: SyntaxNode) -> Bool {
    variable.children.contains {
      $0.kind == "accessor_decl"
        && !$0.flags.isDisjoint(with: ["get", "_read", "read", "unsafeAddress", "address"])
    }
  }
}
