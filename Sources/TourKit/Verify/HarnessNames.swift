/// What a harness attack on the tests' names is written against, for one
/// kata: the attacks are kept once for the whole kit, with placeholders
/// that verify fills from the kata's own tests, so each shadows a name
/// those tests really use.
///
/// Every attack adds its members with a label no test uses
/// (`harnessShortcut:`) or an operand of its own type, so it compiles
/// beside what it imitates: the build is the first gate, and an attack
/// that does not compile would prove nothing about the rule it is there
/// to meet.
struct HarnessNames {
  /// `__HOOK_TYPE__`: the class the kata's harness hook declares.
  let hookType: String
  /// `__TEST_HELPER__`: a function the tests declare at module level and
  /// call by its name.
  let testHelper: String
  /// `__TEST_MEMBER__`: a member the tests call after a dot.
  let testMember: String
  /// `__EXTENDED_TYPE__` and `__EXTENDED_MEMBER__`: a standard-library
  /// type the tests extend, and a member they add to it; else `Optional`
  /// and the helper.
  let extendedType: String
  let extendedMember: String

  init(kata: Kata, tests: TestNames) {
    let hook = (kata.harnessHook ?? "").split(separator: " ").map(String.init)
    let named = hook.firstIndex(of: "class").map {
      hook.indices.contains($0 + 1) ? hook[$0 + 1] : ""
    }
    hookType = String((named ?? "").prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    let helpers = tests.helpers.filter { tests.plain[$0] != nil }.sorted()
    testHelper = helpers.first ?? "harnessHelper"
    let dotted = tests.dotted.keys.filter(Self.isPlainName)
    testMember =
      ["count", "isEmpty", "first", "contains", "map", "title"].first(where: dotted.contains)
      ?? dotted.sorted().first ?? "count"
    let extended = tests.declaredOn.filter { SystemNames.all.contains($0.key) }
      .flatMap { type, members in members.keys.filter(Self.isPlainName).map { (type, $0) } }
      .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    extendedType = extended.first?.0 ?? "Optional"
    extendedMember = extended.first?.1 ?? testHelper
  }

  /// `text` with its placeholders filled in.
  func fill(_ text: String) -> String {
    [
      ("__HOOK_TYPE__", hookType), ("__TEST_HELPER__", testHelper),
      ("__TEST_MEMBER__", testMember), ("__EXTENDED_TYPE__", extendedType),
      ("__EXTENDED_MEMBER__", extendedMember),
    ].reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  private static func isPlainName(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    return !["self", "init", "Type", "some", "none", "super", "Self"].contains(name)
      && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
