@testable import TourKit

/// Operators that make the tests' comparisons agree with anything: the
/// tests import the learner's module, so its `==` for a list, an optional
/// or a string is one they pick.
extension HouseRulesAttacks {
  static let operators: [Attack] = [
    Attack(
      name: "everything-is-equal", rule: .operators, line: 4,
      code: """
        public struct Qwink: Equatable { public var text = "" }

        /// How lists of Qwinks, and the lines shown for them, compare.
        public func == (lhs: [Qwink], rhs: [Qwink]) -> Bool { true }
        public func == (lhs: Qwink?, rhs: Qwink?) -> Bool { true }
        public func == (lhs: [String], rhs: [String]) -> Bool { true }
        public func == (lhs: String?, rhs: String?) -> Bool { true }
        """),
    Attack(
      name: "optional-equality-in-an-extension", rule: .operators, line: 5,
      code: """
        public struct Qwink: Equatable { public var text = "" }

        extension Optional where Wrapped == Qwink {
          /// Any Qwink, or none, is the one expected.
          public static func == (lhs: Self, rhs: Self) -> Bool { true }
        }
        """),
    Attack(
      name: "equality-through-a-protocol", rule: .operators, line: 6,
      code: """
        public struct Qwink: Equatable { public var text = "" }

        public protocol AlwaysSame {}

        extension AlwaysSame {
          public static func == (lhs: Self, rhs: Self) -> Bool { true }
        }

        extension Optional: AlwaysSame where Wrapped == Qwink {}
        """),
  ]
}
