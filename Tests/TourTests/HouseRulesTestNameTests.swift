import Foundation
import Testing

@testable import TourKit

/// The rule that keeps the tests' names theirs refuses only what could
/// change what the tests mean: what the starter or the solution declares,
/// a private helper, and a new type's own operators all pass.
@Suite("House rules: the tests' names stay theirs")
struct HouseRulesTestNameTests {
  func findings(_ code: String) throws -> [HouseRuleFinding] {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    let program = try sandbox.program(
      code, tests: HouseRulesAttacks.kataTests, reference: HouseRulesAttacks.kataReference)
    return try HouseRules.check([program], scratch: sandbox.folder).filter {
      $0.rule == .testNames
    }
  }

  @Test(
    "Declarations that cannot change what the tests mean pass",
    arguments: [
      // What the reference declares, where it declares it.
      "final class Screen {\n  var title = \"Compose\"\n}\n",
      // Private to its file: no other file sees it.
      "private func contains(_ a: [AnyObject], _ b: AnyObject) -> Bool { true }\n",
      "private extension Screen {\n  static func === (l: Screen?, r: Screen) -> Bool { true }\n}\n",
      // A type only the learner's code knows, and its own equality.
      "struct Draft: Equatable {\n  static func == (l: Draft, r: Draft) -> Bool { true }\n}\n",
      // A name the tests do not use, and locals inside a body.
      "func refreshEverything() {\n  let contains = 3\n  _ = contains\n}\n",
      // A member of the learner's own type, named like something the tests
      // call on another value after a dot.
      "final class Outbox {\n  var targets: [String] = []\n}\n",
    ])
  func harmlessPasses(code: String) throws {
    #expect(try findings(code).isEmpty, "\(code)")
  }

  @Test("The finding names the declaration and the tests' use it would change")
  func findingNamesBoth() throws {
    let found = try findings("func contains(_ a: [AnyObject], _ b: Screen) -> Bool { true }\n")
    let finding = try #require(found.first)
    #expect(finding.what.contains("`contains` at module level"), "\(finding.what)")
    #expect(finding.what.contains("Step1Tests.swift:13"), "\(finding.what)")
  }
}
