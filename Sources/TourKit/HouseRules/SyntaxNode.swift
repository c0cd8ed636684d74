/// One node of the compiler's parse of a file (`swiftc -dump-parse`), in
/// the few terms the house rules read, whichever format the compiler wrote
/// it in (JSON, or the older S-expressions).
///
/// The parse comes before type checking, so a name is what the code wrote
/// (`exit`, `Mirror`), not what it turns out to mean; the rules look at the
/// declarations around it to tell a learner's own `abort()` from the C one.
struct SyntaxNode: Sendable {
  /// What it is: `var_decl`, `call_expr`, `unresolved_decl_ref_expr`, ...
  let kind: String
  /// How its parent holds it (`original_init`, `base`, `body`), if said.
  let label: String?
  /// The name it declares or refers to, without argument labels.
  let name: String?
  /// The compiler's other facts about it, e.g. `field` or `labels`.
  let properties: [String: String]
  /// The facts that are simply true or not: `static`, `let`, `get`.
  let flags: Set<String>
  /// Where it starts and where its last token starts, in bytes, when the
  /// compiler says (declarations and statements; most expressions not).
  let start: Int?
  let end: Int?
  let children: [SyntaxNode]
  /// The member a dotted reference names (`field`, without labels).
  private let field: String?

  init(
    kind: String, label: String? = nil, name: String? = nil,
    properties: [String: String] = [:], flags: Set<String> = [], start: Int? = nil,
    end: Int? = nil, children: [SyntaxNode] = []
  ) {
    self.kind = kind
    self.label = label
    self.name = name.map(Self.baseName)
    self.properties = properties
    self.flags = flags
    self.start = start
    self.end = end
    self.children = children
    field = properties["field"].map(Self.baseName)
  }

  /// `f(x:)` → `f`: references and declarations by their base name.
  static func baseName(_ name: String) -> String {
    String(name.prefix { $0 != "(" })
  }

  /// Calls `body` with the node and every node under it, parents first.
  func forEveryNode(_ body: (SyntaxNode) -> Void) {
    body(self)
    for child in children { child.forEveryNode(body) }
  }

  /// The first of the node and the nodes under it that `match` (parents
  /// first), if any.
  func first(where match: (SyntaxNode) -> Bool) -> SyntaxNode? {
    if match(self) { return self }
    for child in children {
      if let found = child.first(where: match) { return found }
    }
    return nil
  }

  /// The access level a declaration is marked with (`public`,
  /// `private`, ...), or nil when it has none of its own.
  var accessLevel: String? {
    children.first { $0.kind == "access_control_attr" }?.properties["access_level"]
  }

  /// The argument labels of a call, e.g. ["to", "atomically"].
  var argumentLabels: [String] {
    guard kind == "call_expr",
      let list = children.first(where: { $0.kind == "argument_list" })
    else { return [] }
    return list.children.filter { $0.kind == "argument" }.map { $0.properties["label"] ?? "_" }
  }

  /// The function a call calls.
  var callee: SyntaxNode? {
    guard kind == "call_expr" else { return nil }
    return children.first { $0.label == "fn" } ?? children.first { $0.kind.hasSuffix("_expr") }
  }

  /// What an expression names: a plain name (`exit`), or a member, with the
  /// expression before the dot (`x.write`; none for `.shared`).
  enum Reference {
    case plain(String)
    case member(String, base: SyntaxNode?)
  }

  /// The name a reference names, plain or member.
  var referencedName: String? {
    switch reference {
    case .plain(let name)?, .member(let name, _)?: return name
    case nil: return nil
    }
  }

  var reference: Reference? {
    switch kind {
    case "unresolved_decl_ref_expr":
      return name.map { .plain($0) }
    case "unresolved_member_expr":
      return name.map { .member($0, base: nil) }
    case "unresolved_dot_expr":
      guard let field else { return nil }
      let base =
        children.first { $0.label == "base" } ?? children.first { $0.kind.hasSuffix("_expr") }
      return .member(field, base: base)
    default:
      return nil
    }
  }
}
