@testable import TourKit

/// Declarations that would change what a name in the kata's tests means:
/// each refused by the rule that keeps the tests' names theirs, whatever
/// kind of declaration it is and wherever it sits.
extension HouseRulesAttacks {
  /// A kata's tests, as the attacks below are judged against: a helper of
  /// their own at module level, a subclass of the app's screen that calls
  /// by name, a member they give `Result`, identity and equality checks.
  static let kataTests = """
    import Testing
    @testable import Kata

    func contains(_ targets: [AnyObject], _ object: AnyObject) -> Bool {
      targets.contains { $0 === object }
    }

    final class Recorder {
      var isEmpty = true
    }

    final class SpyScreen: Screen {
      func heard() -> Bool { contains([], self) && Recorder().isEmpty }
    }

    extension Result {
      var isFailure: Bool { if case .failure = self { true } else { false } }
    }

    @Test func relaysToTheScreen() {
      let screen = Screen()
      let relay = Relay()
      #expect(contains(relay.targets, screen))
      #expect(relay.screen === screen)
      #expect(screen.title == "Send")
      #expect(relay.value(as: Int.self) == nil)
    }
    """

  /// The app as it was and as it should be.
  static let kataReference = """
    final class Screen {
      var title = "Send"
    }

    final class Relay {
      var targets: [AnyObject] = []
      weak var screen: Screen?
      func value<T>(as type: T.Type) -> T? { nil }
    }
    """

  static let testNames: [Attack] = [
    Attack(
      name: "helper-typed-for-the-screen", rule: .testNames, line: 3,
      code: """
        /// The tests' own `contains` takes any object: this one, for a
        /// screen, is the one their call picks, and it says yes.
        func contains(_ targets: [AnyObject], _ object: Screen) -> Bool { true }
        """, tests: kataTests, reference: kataReference),
    Attack(
      name: "identity-inside-the-screen", rule: .testNames, line: 3,
      code: """
        extension Screen {
          /// Every relay's screen is this one, says the screen.
          static func === (lhs: Screen?, rhs: Screen) -> Bool { true }
        }
        """, tests: kataTests, reference: kataReference),
    Attack(
      name: "title-as-a-protocol-default", rule: .testNames, line: 4,
      code: """
        protocol Titled {}

        extension Titled {
          var title: String { "Send" }
        }
        """, tests: kataTests, reference: kataReference),
    Attack(
      name: "member-the-tests-give-result", rule: .testNames, line: 2,
      code: """
        extension Result {
          var isFailure: Bool { false }
        }
        """, tests: kataTests, reference: kataReference),
    Attack(
      name: "member-the-spy-calls-by-name", rule: .testNames, line: 3,
      code: """
        extension Screen {
          /// Found before the tests' `contains` inside their subclass.
          func contains(_ targets: [AnyObject], _ object: AnyObject) -> Bool { true }
        }
        """, tests: kataTests, reference: kataReference),
    Attack(
      name: "nested-recorder-in-the-screen", rule: .testNames, line: 3,
      code: """
        extension Screen {
          /// Inside the tests' subclass, `Recorder` now means this one.
          final class Recorder {
            var isEmpty: Bool { false }
          }
        }
        """, tests: kataTests, reference: kataReference),
    Attack(
      name: "overload-beside-the-starters", rule: .testNames, line: 5,
      code: """
        final class Relay {
          func value<T>(as type: T.Type) -> T? { nil }
          /// More specific than the generic one: the tests' call with
          /// `Int.self` picks this one, and it answers for them.
          func value(as type: Int.Type) -> Int? { nil }
        }
        """, tests: kataTests, reference: kataReference),
  ]
}
