/// Refuses a member the workbench adds, where the tests can see it, to a
/// type it does not declare. The tests import the learner's modules (with
/// `@testable`, so internal declarations count), and a module's member
/// shadows the same member of the modules it imports: a `contains` added to
/// `String` is the one the tests' `text.contains("2 posts")` calls.
///
/// - A standard-library or Foundation type (`String`, `[T]`, `T?`,
///   `Collection`, `Date`, a typealias of one): any member wider than
///   `fileprivate` is refused, since which names it already has is not
///   known here. So is making such a type conform to a protocol of the
///   workbench that has members: it takes the protocol's extensions.
/// - A type of the modules the program builds on (the toolkit, the
///   pattern's library): only a member of a name the type already has,
///   itself or through what it inherits. Katas add new names to those
///   types on purpose (a button's `addAction`, a bus's `execute`).
/// - The workbench's own types and protocols, and conformances of its own
///   types to any protocol, are its own business.
///
/// Operators are the operator rule's.
enum ForeignMemberRule: HouseRuleCheck {
  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    guard let parent = visit.parent, parent.kind == "extension_decl" else {
      return node.kind == "extension_decl" ? conformances(at: visit) : []
    }
    guard let name = memberName(of: node), !isHidden(node, in: parent) else { return [] }
    let written = parent.properties["extended_type"] ?? parent.name ?? "?"
    let what = "`\(name)` added to `\(written)`"
    switch visit.declarations.kindOfType(extendedBy: parent, module: visit.source.module) {
    case .own:
      return []
    case .context(let type):
      guard visit.declarations.context(type, has: name) else { return [] }
      return [visit.sighting(.foreignMembers, what + ", which already has a `\(name)`")]
    case .foreign:
      return [visit.sighting(.foreignMembers, what)]
    }
  }

  /// The name of a member that others could call, or nil for what is not
  /// one (an operator, a property's binding, an accessor).
  private static func memberName(of node: SyntaxNode) -> String? {
    switch node.kind {
    case "func_decl":
      guard let name = node.name, !OperatorRule.isOperator(name) else { return nil }
      return name
    case "var_decl", "struct_decl", "class_decl", "actor_decl", "enum_decl", "typealias_decl",
      "protocol", "protocol_decl":
      return node.name
    case "subscript_decl": return "subscript"
    case "constructor_decl": return "init"
    default: return nil
    }
  }

  /// Whether the member is `private` or `fileprivate`, itself or by its
  /// extension's access, which no other file sees.
  private static func isHidden(_ member: SyntaxNode, in extension: SyntaxNode) -> Bool {
    let hidden: Set<String> = ["private", "fileprivate"]
    if let level = `extension`.accessLevel, hidden.contains(level) { return true }
    return member.accessLevel.map(hidden.contains) ?? false
  }

  /// An extension that makes a standard-library or Foundation type
  /// conform to one of the workbench's protocols that has members: the
  /// type then has every member the protocol's extensions give, and they
  /// win over its own when those come from a protocol too (`contains`).
  private static func conformances(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    guard
      case .foreign = visit.declarations.kindOfType(extendedBy: node, module: visit.source.module),
      let start = node.start
    else { return [] }
    var protocols: [String] = []
    var inClause = false
    for token in visit.file.source.tokens where token.offset >= start {
      if token.text == "{" || token.text == "where" { break }
      if token.text == ":" { inClause = true }
      if inClause, token.kind == .word,
        visit.declarations.ownProtocolPaths.contains(token.text),
        visit.declarations.names.members[token.text]?.isEmpty == false
      {
        protocols.append(token.text)
      }
    }
    let written = node.properties["extended_type"] ?? node.name ?? "?"
    return protocols.map {
      visit.sighting(.foreignMembers, "`\(written)` made to conform to `\($0)`, with its members")
    }
  }
}

extension ProgramDeclarations {
  /// Whose an extended type is.
  enum Owner: Equatable {
    /// The program's own type or protocol.
    case own
    /// A type or protocol of the modules it builds on, by its name.
    case context(String)
    /// The standard library's or Foundation's, or a form that names no
    /// declared type (`[T]`, `T?`, a typealias).
    case foreign
  }

  func kindOfType(extendedBy node: SyntaxNode, module: String) -> Owner {
    guard let path = DeclaredNames.extendedPath(of: node) else { return .foreign }
    if owns(path, in: ownTypePaths.union(ownProtocolPaths), module: module) { return .own }
    let declared = context.typePaths.union(context.protocolPaths)
    let parts = path.split(separator: ".")
    // Written plainly, or after its module's name (`HeadlessKit.Label`).
    if declared.contains(path)
      || (parts.count > 1 && declared.contains(parts.dropFirst().joined(separator: ".")))
    {
      return .context(String(parts.last ?? ""))
    }
    return .foreign
  }

  /// Whether `path` is one of `paths`, written plainly or after `module`.
  func owns(_ path: String, in paths: Set<String>, module: String) -> Bool {
    if paths.contains(path) { return true }
    let prefix = module + "."
    return path.hasPrefix(prefix) && paths.contains(String(path.dropFirst(prefix.count)))
  }

  /// Whether a type of the context declares `name`, itself, in an
  /// extension, or through what it inherits or conforms to; or has it
  /// from the standard library whatever it is (`description`).
  func context(_ type: String, has name: String) -> Bool {
    Self.everyTypesMembers.contains(name) || context.type(type, declares: name)
  }

  /// Members any type may have from the standard library's and
  /// Foundation's protocols, which the toolkit's declarations do not list.
  private static let everyTypesMembers: Set<String> = [
    "description", "debugDescription", "localizedDescription", "hashValue", "hash",
    "customMirror",
  ]
}
