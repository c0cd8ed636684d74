/// What one file contributes to its program's declarations, on its own:
/// the names it declares, the words of its structs' stored properties (to
/// tell a struct that keeps an object), and the types its functions
/// return. Codable, so a file that has not changed since the last check is
/// not parsed again.
struct FileSummary: Codable, Equatable, Sendable {
  var names = DeclaredNames()
  /// For each struct and enum, the words of its stored instance properties.
  var storedWords: [String: Set<String>] = [:]
  /// For each function, the types its result names (`-> Store`).
  var results: [String: Set<String>] = [:]
  /// The heads of its functions, by key (see `FunctionHeads`).
  var heads: [String: [String]] = [:]

  init() {}

  /// What `results` holds for a function whose result is known only by a
  /// protocol (`any P`, `some P`).
  static let protocolOnly = "any"

  init(_ file: ParsedFile) {
    names = DeclaredNames([file])
    heads = FunctionHeads.read(file)
    file.root.forEveryNode { node in
      if node.kind == "func_decl", let name = node.name,
        let result = node.children.first(where: { $0.label == "result" })
      {
        result.forEveryNode {
          if let id = $0.properties["id"] { results[name, default: []].insert(id) }
          // `-> any Filing`, `-> some Filing`: the caller knows only a
          // protocol, and an object may be behind it.
          if ["type_existential", "type_opaque_return", "type_composition"].contains($0.kind) {
            results[name, default: []].insert(FileSummary.protocolOnly)
          }
        }
      }
      guard node.kind == "struct_decl" || node.kind == "enum_decl",
        let type = ProgramDeclarations.typeName(of: node)
      else { return }
      storedWords[type, default: []].formUnion(Self.storedPropertyWords(of: node, in: file))
    }
  }

  /// A short name for the summary, the same for the same declarations in
  /// every run (sets are written sorted: their own order changes from run
  /// to run).
  var digest: String {
    var lines = ["top " + names.topLevel.sorted().joined(separator: " ")]
    lines.append("classes " + names.referenceTypes.sorted().joined(separator: " "))
    lines.append("types " + names.typePaths.sorted().joined(separator: " "))
    lines.append("protocols " + names.protocolPaths.sorted().joined(separator: " "))
    for (label, table) in [
      ("members", names.members), ("supertypes", names.supertypes), ("stored", storedWords),
      ("results", results), ("heads", heads.mapValues(Set.init)),
    ] {
      for key in table.keys.sorted() {
        lines.append("\(label) \(key): " + (table[key] ?? []).sorted().joined(separator: " "))
      }
    }
    return FileStamp.hash(lines.joined(separator: "\n"))
  }

  /// The words of a type's stored instance properties (`let box = Box()`,
  /// `var list: ListView?`), to tell whether it keeps an object.
  private static func storedPropertyWords(of type: SyntaxNode, in file: ParsedFile) -> Set<String> {
    var words = Set<String>()
    for (index, member) in type.children.enumerated() where member.kind == "var_decl" {
      guard !member.flags.contains("static"), !ProgramDeclarations.isComputed(member),
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
}
