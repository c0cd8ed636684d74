/// The names a kata's tests use that a learner's declaration could come to
/// mean: read from the compiler's parse of the tests (and the story, which
/// is built with them), so a new test's names count the day it is written.
///
/// The tests import the learner's modules, and Swift picks among every
/// declaration in sight: a workbench `contains(_:_:)` typed more
/// specifically than the tests' own helper is the one their call gets, and
/// an `===` declared inside a learner's type is the one their identity
/// checks use. What the tests can never be made to mean otherwise is left
/// out: a name bound by a parameter or a local (it hides everything else),
/// and a member of a type the tests declare themselves.
struct TestNames: Codable, Equatable, Sendable {
  /// Where a name is first used: "Step1Targets.swift:88".
  typealias Place = String

  /// Names used on their own (`contains(targets, screen)`, `Recorder()`),
  /// operators included, with the first place each is used.
  var plain: [String: Place] = [:]
  /// Names used after a dot (`list.reloadData()`, `.touchUpInside`).
  var dotted: [String: Place] = [:]
  /// Types the tests subclass or extend, with the names they use on their
  /// own inside them: there a member of that type (or one it inherits)
  /// comes before anything at module level.
  var plainInside: [String: [String: Place]] = [:]
  /// Members the tests add to a type in an extension of it, by type: a
  /// learner's member of the same name on that type competes with theirs.
  var declaredOn: [String: [String: Place]] = [:]
  /// The functions the tests declare at module level: their helpers.
  var helpers: Set<String> = []

  init() {}

  init(_ files: [ParsedFile]) {
    var bound = Set<String>()
    var testTypes = Set<String>()
    for file in files {
      file.root.forEveryNode { node in
        guard let name = node.name else { return }
        if DeclaredNames.concreteTypes.contains(node.kind) || node.kind.hasPrefix("protocol") {
          testTypes.insert(name)
        }
        if ["parameter", "var_decl", "pattern_named"].contains(node.kind) { bound.insert(name) }
        // A test type's own methods hide anything at module level.
        if DeclaredNames.concreteTypes.contains(node.kind) || node.kind == "extension_decl" {
          for member in node.children where member.kind == "func_decl" {
            if let method = member.name, !OperatorRule.isOperator(method) { bound.insert(method) }
          }
        }
      }
    }
    for file in files {
      for item in file.root.children where item.kind == "func_decl" {
        if let name = item.name { helpers.insert(name) }
      }
      let supertypes = DeclaredNames([file]).supertypes
      for item in file.root.children {
        read(item, in: file, inside: nil, place: file.url.lastPathComponent, supertypes: supertypes)
      }
    }
    plain = plain.filter { !bound.contains($0.key) }
    declaredOn = declaredOn.filter { !testTypes.contains($0.key) }
    plainInside = plainInside.filter { !testTypes.contains($0.key) }.mapValues {
      $0.filter { !bound.contains($0.key) }
    }
  }

  // MARK: Reading

  private mutating func read(
    _ node: SyntaxNode, in file: ParsedFile, inside types: [String]?, place: Place,
    supertypes: [String: Set<String>]
  ) {
    var inside = types
    // Expressions have no place of their own: the statement around them does.
    let place =
      node.start.map { "\(file.url.lastPathComponent):\(file.source.line(at: $0))" } ?? place
    if node.kind == "extension_decl", let type = ProgramDeclarations.typeName(of: node) {
      inside = [type]
      for member in node.children {
        if let name = ReferenceDeclarations.declaredName(of: member),
          declaredOn[type]?[name] == nil
        {
          declaredOn[type, default: [:]][name] = place
        }
      }
    } else if node.kind == "class_decl", let name = node.name {
      // A test's class that subclasses a type of the learner's sees that
      // type's members first.
      inside = Array(supertypes[name] ?? []).filter { $0 != name }.sorted()
    }
    switch node.reference {
    case .plain(let name)?:
      note(name, at: place, inside: inside)
    case .member(let name, _)?:
      if dotted[name] == nil { dotted[name] = place }
    case nil:
      if let type = node.properties["id"] { note(type, at: place, inside: inside) }
    }
    for child in node.children {
      read(child, in: file, inside: inside, place: place, supertypes: supertypes)
    }
  }

  private mutating func note(_ name: String, at place: Place, inside types: [String]?) {
    if plain[name] == nil { plain[name] = place }
    for type in types ?? [] where plainInside[type]?[name] == nil {
      plainInside[type, default: [:]][name] = place
    }
  }
}
