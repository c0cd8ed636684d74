/// Part of the reflection rule: a type's identity reached in a roundabout
/// way. A metatype handed back by a member (`static var kind: Any.Type {
/// Self.self }`) and turned into an `ObjectIdentifier`, or an error told
/// apart by the code and domain it has once bridged to `NSError`, decide by
/// what a value is rather than through the protocol or the cases its module
/// declares.
enum TypeIdentityRule: HouseRuleCheck {
  /// Types an error is bridged to, to read its code and domain.
  static let bridges: Set<String> = ["NSError", "CFError"]

  /// Members that read an error's bridged code, domain or details.
  static let bridgedMembers: Set<String> = [
    "_code", "_domain", "_userInfo", "errorCode", "errorDomain", "errorUserInfo",
  ]

  /// Types that hold any type at all, to keep one as a value.
  static let anyTypes: Set<String> = ["Any", "AnyObject"]

  private static let objectIdentifier: Set<String> = ["ObjectIdentifier"]
  private static let typeOf: Set<String> = ["type"]

  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    if node.kind == "source_file" { return tokenSightings(visit) }
    if case .member(let name, _)? = node.reference, bridgedMembers.contains(name),
      !declaresItself(name, visit)
    {
      return [
        visit.sighting(.reflection, "`\(name)`, an error's bridged code or domain", word: name)
      ]
    }
    if node.kind == "call_expr", let callee = node.callee,
      visit.systemName(in: objectIdentifier, at: callee) != nil,
      let argument = node.children.first(where: { $0.kind == "argument_list" }),
      argument.first(where: { isType($0, visit) || holdsType($0, visit) }) != nil
    {
      return [
        HouseRuleSighting(
          rule: .reflection, what: "a type's identity from `ObjectIdentifier(...)`",
          word: "ObjectIdentifier")
      ]
    }
    // A type passed to a call (`decode([Video].self, from:)`), given as a
    // default or listed (`[LoginCommand.self]`) is how Swift is written; one
    // returned or kept (`static var kind: Any.Type { Self.self }`) is a
    // type's identity handed around.
    if node.kind == "dot_self_expr",
      !["argument", "parameter", "array_expr"].contains(visit.parent?.kind ?? ""),
      !isMessage(visit)
    {
      return [
        HouseRuleSighting(
          rule: .reflection, what: "`.self`, a type returned or kept as a value", word: "self",
          member: true)
      ]
    }
    if isStaticSelf(node, visit), visit.parent?.kind != "unresolved_dot_expr",
      visit.parent?.kind != "call_expr"
    {
      return [
        visit.sighting(.reflection, "`self` in a static member, a type as a value", word: "self")
      ]
    }
    return []
  }

  /// `NSError`, `Any.Type`, `AnyObject.Type` and `AnyClass` in the code's
  /// words: the parse leaves out the type a value is cast to.
  private static func tokenSightings(_ visit: NodeVisit) -> [HouseRuleSighting] {
    let tokens = visit.file.source.tokens
    var found: [HouseRuleSighting] = []
    for (index, token) in tokens.enumerated() where token.kind == .word {
      let next = tokens.dropFirst(index + 1).prefix(2).map(\.text)
      if bridges.contains(token.text), !visit.isOwn(token.text) {
        found.append(
          HouseRuleSighting(
            rule: .reflection, what: "`\(token.text)`, an error told apart by its bridged code",
            offset: token.offset))
      } else if anyTypes.contains(token.text) && next == [".", "Type"] || token.text == "AnyClass" {
        let written = token.text == "AnyClass" ? "AnyClass" : token.text + ".Type"
        found.append(
          HouseRuleSighting(
            rule: .reflection, what: "`\(written)`, any type kept as a value",
            offset: token.offset))
      }
    }
    return found
  }

  /// Whether a node is a type used as a value: `X.self`, `Self`,
  /// `type(of:)`, or `self` in a static member.
  private static func isType(_ node: SyntaxNode, _ visit: NodeVisit) -> Bool {
    if node.kind == "dot_self_expr" { return true }
    if case .plain("Self")? = node.reference { return true }
    if node.kind == "call_expr", node.argumentLabels == ["of"], let callee = node.callee,
      visit.systemName(in: typeOf, at: callee) != nil
    {
      return true
    }
    return isStaticSelf(node, visit)
  }

  /// Whether the node is a name the file declares with a metatype
  /// (`_ kind: any Command.Type`, `let kind: AnyClass`).
  private static func holdsType(_ node: SyntaxNode, _ visit: NodeVisit) -> Bool {
    guard case .plain(let name)? = node.reference else { return false }
    let tokens = visit.file.source.tokens
    let ends: Set<String> = [",", ")", "=", "{", "}", ";"]
    return tokens.indices.contains { index in
      guard tokens[index].text == name, index + 1 < tokens.count, tokens[index + 1].text == ":"
      else { return false }
      let annotation = tokens[(index + 2)...].prefix { !ends.contains($0.text) }.prefix(12)
      let words = annotation.map(\.text)
      return words.contains("AnyClass")
        || zip(words, words.dropFirst()).contains { $0 == "." && $1 == "Type" }
    }
  }

  /// Whether the node is `self` inside a static member, where it is the
  /// type itself.
  private static func isStaticSelf(_ node: SyntaxNode, _ visit: NodeVisit) -> Bool {
    guard case .plain("self")? = node.reference else { return false }
    let member = visit.ancestors.last {
      ["func_decl", "accessor_decl", "subscript_decl", "var_decl"].contains($0.kind)
    }
    return member.map { !$0.flags.isDisjoint(with: ["static", "class"]) } ?? false
  }

  /// Whether one of the program's own types declares `name` (an error of
  /// its own that gives its `errorCode`).
  private static func declaresItself(_ name: String, _ visit: NodeVisit) -> Bool {
    visit.declarations.ownTypePaths.contains { path in
      let type = String(path.split(separator: ".").last ?? Substring(path))
      return visit.declarations.names.members[type]?.contains(name) == true
    }
  }

  /// Whether the node is part of a thrown error or a trap's message.
  private static func isMessage(_ visit: NodeVisit) -> Bool {
    visit.statement?.kind == "throw_stmt"
  }
}
