/// What a program's files declare. The parse comes before type checking,
/// so this is how the rules read a name as the compiler will: a bare
/// `abort()` inside a type that declares `func abort()` is the learner's
/// own method, not the C function; `Store()` makes an object whose
/// contents can change when `Store` is a class.
struct ProgramDeclarations: Sendable {
  /// The names declared by the program's files and the modules it builds on.
  let names: DeclaredNames
  /// The concrete types the program's own files declare, by path
  /// (`DeclaredNames.typePaths`), not those of the modules it builds on.
  let ownTypePaths: Set<String>
  /// The protocols the program's own files declare, by path.
  let ownProtocolPaths: Set<String>
  /// What the modules the program builds on declare (the toolkit, the
  /// pattern's library), apart from the program's own files.
  let context: DeclaredNames
  /// Types whose values hold an object whose contents can change: the
  /// classes and actors, the `known` ones (Foundation's), and the learner's
  /// structs and enums that keep one in a stored property.
  private(set) var storeTypes: Set<String> = []
  /// For each of the program's functions, the types its result names
  /// (`func makeStore() -> Store`), so a store made by a factory is seen.
  private(set) var results: [String: Set<String>] = [:]
  /// The program's protocols that only classes can adopt: a value of one
  /// is an object, so a global or static one is a store.
  private(set) var objectProtocols: Set<String> = []
  /// The names the kata's tests use, when the program is a kata's (see
  /// `TestNameRule`).
  var testNames: TestNames?
  /// What the kata's starter and reference solution declare.
  var reference: ReferenceDeclarations?
  /// The heads of the program's own functions, by key (see `FunctionHeads`).
  private(set) var heads: [String: [String]] = [:]

  /// `sources` summarize the files held to the rules; `context` is what the
  /// modules they build on declare.
  init(sources: [FileSummary], context: DeclaredNames, knownStores: Set<String>) {
    names = sources.reduce(context) { $0.merging($1.names) }
    ownTypePaths = sources.reduce(into: []) { $0.formUnion($1.names.typePaths) }
    ownProtocolPaths = sources.reduce(into: []) { $0.formUnion($1.names.protocolPaths) }
    self.context = context
    var storedWords: [String: Set<String>] = [:]
    for summary in sources {
      storedWords.merge(summary.storedWords) { $0.union($1) }
      results.merge(summary.results) { $0.union($1) }
      heads.merge(summary.heads) { $0 + $1 }
    }
    // A struct that keeps a store is a store, and so is one that keeps it;
    // a value of a protocol only classes adopt (`: AnyObject`, or one
    // that is) is an object whatever adopts it.
    storeTypes = names.referenceTypes.union(knownStores)
    let protocols = Set(names.protocolPaths.map { String($0.split(separator: ".").last ?? "") })
    var grew = true
    while grew {
      grew = false
      for (type, words) in storedWords
      where !isStore(type) && words.contains(where: isStore) {
        storeTypes.insert(type)
        grew = true
      }
      for type in protocols where !objectProtocols.contains(type) {
        let inherited = names.supertypes[type] ?? []
        if inherited.contains("AnyObject") || inherited.contains(where: holdsObject) {
          objectProtocols.insert(type)
          grew = true
        }
      }
    }
  }

  /// Whether values of `type` hold an object whose contents can change.
  func isStore(_ type: String) -> Bool {
    storeTypes.contains(type) || type.hasPrefix("NSMutable") || type.hasPrefix("UnsafeMutable")
  }

  /// Whether values declared as `type` hold an object: a store, or an
  /// existential of a protocol only classes adopt (`any Filing`).
  func holdsObject(_ type: String) -> Bool {
    isStore(type) || objectProtocols.contains(type)
  }

  /// Whether the program's function `name` returns a store.
  func makesStore(_ name: String) -> Bool {
    results[name]?.contains(where: holdsObject) == true
  }

  /// Whether `type` declares `name`, itself, in an extension, or through
  /// what it inherits or conforms to.
  func type(_ type: String, declares name: String) -> Bool {
    names.type(type, declares: name)
  }

  // MARK: Reading declarations

  static func isTypeDeclaration(_ node: SyntaxNode) -> Bool {
    typeDeclarations.contains(node.kind)
  }

  private static let typeDeclarations: Set<String> = [
    "struct_decl", "class_decl", "actor_decl", "enum_decl", "protocol", "protocol_decl",
    "extension_decl",
  ]

  /// The type a declaration declares or extends (`extension A.B` → `B`).
  static func typeName(of node: SyntaxNode) -> String? {
    let name =
      node.kind == "extension_decl" ? node.properties["extended_type"] ?? node.name : node.name
    return name.map { String($0.split(separator: ".").last ?? Substring($0)) }
  }

  /// Whether a variable is computed (it has a getter) rather than stored.
  static func isComputed(_ variable: SyntaxNode) -> Bool {
    variable.children.contains {
      $0.kind == "accessor_decl"
        && !$0.flags.isDisjoint(with: ["get", "_read", "read", "unsafeAddress", "address"])
    }
  }
}
