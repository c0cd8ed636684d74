/// The heads of a file's functions, by the type each is declared in: what
/// comes before the body (name, generic parameters, parameters with their
/// types, result), in the code's words.
///
/// How a second function of a name the starter declares once is told from
/// the first: Swift picks the more specific of two overloads, so a
/// `typedContent(as: [Post].Type)` added beside the generic
/// `typedContent(as:)` the tests call becomes the one they get, though its
/// name is the starter's (see `TestNameRule`).
enum FunctionHeads {
  /// "Type.name" (".name" at module level) → the head of each function of
  /// that name there, in the order the file declares them.
  static func read(_ file: ParsedFile) -> [String: [String]] {
    var heads: [String: [String]] = [:]
    for item in file.root.children { read(item, in: nil, file, into: &heads) }
    return heads
  }

  /// The words of `function`'s head, one space between each.
  static func head(of function: SyntaxNode, in file: ParsedFile) -> String? {
    guard let start = function.start else { return nil }
    let body = function.children.first { $0.kind == "brace_stmt" }
    guard let end = body?.start ?? function.end else { return nil }
    // The tokens are in the file's order: find the first by halves, then
    // read on to the body, rather than scanning the file per function.
    let tokens = file.source.tokens
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].offset < start { low = middle + 1 } else { high = middle }
    }
    return tokens[low...].prefix { $0.offset < end }.map(\.text).joined(separator: " ")
  }

  private static func read(
    _ node: SyntaxNode, in container: String?, _ file: ParsedFile,
    into heads: inout [String: [String]]
  ) {
    if node.kind == "func_decl", let name = node.name, let head = head(of: node, in: file) {
      heads[ReferenceDeclarations.key(name, in: container), default: []].append(head)
    }
    guard !ReferenceDeclarations.bodies.contains(node.kind) else { return }
    let inner =
      ProgramDeclarations.isTypeDeclaration(node)
      ? ProgramDeclarations.typeName(of: node) : container
    for child in node.children { read(child, in: inner, file, into: &heads) }
  }
}
