@testable import TourKit

/// Members that change what the tests' own calls do: the tests import the
/// learner's module with `@testable`, so a `contains` it adds to String,
/// internal or public, is the one their checks of a status line call.
extension HouseRulesAttacks {
  static let members: [Attack] = [
    Attack(
      name: "string-contains-anything", rule: .foreignMembers, line: 5,
      code: """
        import Foundation

        extension String {
          /// Every status line holds whatever is looked for.
          public func contains(_ other: String) -> Bool { true }
        }
        """),
    Attack(
      name: "internal-count-on-a-list", rule: .foreignMembers, line: 3,
      code: """
        extension Array where Element == String {
          /// As many rows as the test expects.
          var count: Int { 2 }
        }
        """),
    Attack(
      name: "contains-through-a-protocol", rule: .foreignMembers, line: 7,
      code: """
        public protocol Searchable {}

        extension Searchable {
          public func contains(_ other: String) -> Bool { true }
        }

        extension String: Searchable {}
        """),
  ]
}
