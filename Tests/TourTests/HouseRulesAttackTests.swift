import Foundation
import Testing

@testable import TourKit

/// The house-rules corpus: learner code that cheats the tests, each of it
/// refused by the rule it breaks, on its line, whichever form the compiler
/// writes its parse in.
@Suite("House rules: the attack corpus")
struct HouseRulesAttackTests {
  @Test("The corpus covers every rule and at least eight attacks")
  func corpusIsBroad() {
    #expect(HouseRulesAttacks.all.count >= 8)
    #expect(Set(HouseRulesAttacks.all.map(\.rule)) == Set(HouseRule.allCases))
    #expect(Set(HouseRulesAttacks.all.map(\.name)).count == HouseRulesAttacks.all.count)
  }

  @Test("Every attack is refused by its rule, on its line (JSON parse)")
  func everyAttackIsRefused() throws {
    try expectEveryAttackRefused(forms: [.json])
  }

  @Test("Every attack is refused the same way from the S-expression parse (Swift 6.0)")
  func everyAttackIsRefusedFromSExpressions() throws {
    try expectEveryAttackRefused(forms: [.sExpression])
  }

  private func expectEveryAttackRefused(forms: [SwiftParser.Form]) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    let attacks = HouseRulesAttacks.all
    let programs = try attacks.map {
      try sandbox.program(
        $0.code, name: $0.name + ".swift", publicNames: $0.publicNames,
        offLimits: $0.offLimits, tests: $0.tests, reference: $0.reference)
    }
    let findings = try HouseRules.check(programs, scratch: sandbox.folder, forms: forms)
    for attack in attacks {
      let mine = findings.filter { $0.file.lastPathComponent == attack.name + ".swift" }
      #expect(
        mine.contains { $0.rule == attack.rule && $0.line == attack.line },
        "\(attack.name): expected \(attack.rule.rawValue) at line \(attack.line), found \(mine)")
    }
  }

  @Test("Both forms of the parse find the same things in the corpus")
  func formsAgree() throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    let programs = try HouseRulesAttacks.all.map {
      try sandbox.program(
        $0.code, name: $0.name + ".swift", publicNames: $0.publicNames,
        offLimits: $0.offLimits, tests: $0.tests, reference: $0.reference)
    }
    let json = try HouseRules.check(programs, scratch: sandbox.folder, forms: [.json])
    let sExpressions = try HouseRules.check(
      programs, scratch: sandbox.folder, forms: [.sExpression])
    #expect(json == sExpressions)
  }
}
