import Foundation

/// One place where a rule is broken.
struct HouseRuleFinding: Codable, Equatable, Sendable {
  let file: URL
  let line: Int
  let rule: HouseRule
  /// What was seen there, in a few words: "`static var cache`".
  let what: String
}
