import Foundation
import Testing

@testable import TourKit

/// A name kata.json lists for a module (`offLimits`, `public`) must be one
/// the kit declares, and `verify` says so when it is not: a misspelt
/// off-limits name lets the toolkit's shortcut through, and a stale public
/// name keeps a door listed that nothing opens.
@Suite("Names listed in kata.json")
struct KataListedNamesTests {
  @Test("Every kata lists only names its toolkit or its code declares")
  func everyKataIsClean() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let catalogue = Catalogue.load(from: kit)
    try #require(!catalogue.katas.isEmpty, "the kit has katas")
    for kata in catalogue.katas {
      let problems = KataCompleteness(kit: kit, kata: kata).listedNames
      #expect(problems.isEmpty, "\(kata.id): \(problems)")
    }
  }

  @Test("A misspelt off-limits name and a public name nothing declares are named")
  func misspeltNames() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let manifest = kit.exercises.appendingPathComponent("compose-message/kata.json")
    var text = try String(contentsOf: manifest, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "\"TapGestureRecognizer\"", with: "\"TapGestureRecogniser\"")
    text = text.replacingOccurrences(of: "\"public\": [", with: "\"public\": [\"Ghost.vanish\", ")
    let kata = try JSONDecoder().decode(Kata.self, from: Data(text.utf8))
    let problems = KataCompleteness(kit: kit, kata: kata).listedNames
    #expect(
      problems.contains { $0.contains("`TapGestureRecogniser` as off limits") }, "\(problems)")
    #expect(problems.contains { $0.contains("`Ghost.vanish` as public") }, "\(problems)")
    #expect(problems.count == 2, "only the two names are wrong: \(problems)")
  }

  @Test("The kit's test doubles are off limits in every module, and kata.json need not say so")
  func doublesEverywhere() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    for kata in Catalogue.load(from: kit).katas {
      for module in kata.modules {
        #expect(module.offLimits.isSuperset(of: KataModule.testDoubles), "\(module.name)")
        #expect(
          module.listedOffLimits.isDisjoint(with: KataModule.testDoubles),
          "\(kata.id): \(module.name) lists a test double the kit already puts off limits")
      }
    }
  }
}
