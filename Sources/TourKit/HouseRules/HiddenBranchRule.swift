/// Refuses a branch the check never takes: code that acts differently by
/// how it was built (`#if`, work inside an `assert`), by where its caller
/// is (`#fileID`, `#filePath`, `#function`, `#line`, the call stack), or by
/// chance (`random`, `shuffled`).
///
/// The check builds the kata once, for debugging, on one machine, and
/// calls it from its own files. Code that says "when built for release",
/// "when called from a test file" or "one time in five thousand" passes on
/// the branch the check takes, and an app gets the other one: session 5's
/// learners made a Send that works only under the test runner, a timeline
/// that redraws only in debug builds, and a feed that empties by chance.
/// Each looks right to every test. No kata needs any of these: a decision
/// the app makes comes from what it is handed.
///
/// Read from the code's words, whoever declares the name: declaring a
/// `random` of one's own must not open the door to the standard
/// library's. Still allowed: `precondition` (it holds in every build), and
/// `UUID()`, which the starters use for identifiers and no branch can read
/// a meaning from.
enum HiddenBranchRule: HouseRuleCheck {
  /// Directives that choose code by the build, or say where code is.
  static let builds: Set<String> = ["#if", "#elseif"]
  static let places: Set<String> = [
    "#file", "#fileID", "#filePath", "#function", "#line", "#column", "#dsohandle",
    "#sourceLocation",
  ]

  /// Functions whose argument runs only in debug builds.
  static let debugOnly: Set<String> = ["assert", "assertionFailure"]

  /// Members and types that read the call stack or draw by chance.
  static let stackMembers: Set<String> = ["callStackSymbols", "callStackReturnAddresses"]
  static let chanceMembers: Set<String> = [
    "random", "randomElement", "shuffled", "shuffle", "hashValue",
  ]
  static let chanceTypes: Set<String> = ["SystemRandomNumberGenerator", "RandomNumberGenerator"]

  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    guard visit.node.kind == "source_file" else { return [] }
    let tokens = visit.file.source.tokens
    var sightings: [HouseRuleSighting] = []
    for (index, token) in tokens.enumerated() {
      let before = index > 0 ? tokens[index - 1].text : ""
      let after = index + 1 < tokens.count ? tokens[index + 1].text : ""
      var what: String?
      switch token.kind {
      case .directive where builds.contains(token.text):
        what = "`\(token.text)`, a branch the build chooses"
      case .directive where places.contains(token.text):
        what = "`\(token.text)`, where the code or its caller is"
      case .word where debugOnly.contains(token.text) && before != "." && after == "(":
        what = "`\(token.text)`, which release builds leave out"
      case .word where before == "." && stackMembers.contains(token.text):
        what = "`.\(token.text)`, the call stack"
      case .word where before == "." && chanceMembers.contains(token.text):
        what = "`.\(token.text)`, chance"
      case .word where chanceTypes.contains(token.text) && before != ".":
        what = "`\(token.text)`, chance"
      default:
        break
      }
      guard let what else { continue }
      sightings.append(HouseRuleSighting(rule: .hiddenBranches, what: what, offset: token.offset))
    }
    return sightings
  }
}
