import Foundation
import Testing

@testable import TourKit

/// Wrong solutions are counted by class, so a class a kata's tests never
/// look at shows up as an empty cell of `dev classes`.
@Suite("Wrong solutions by class")
struct MistakeClassTests {
  static func kata(_ id: String, wrong: String) throws -> Kata {
    let json = """
      {"id": "\(id)", "title": "Demo", "pattern": "delegation", "module": "DemoKata",
       "files": ["A.swift"],
       "steps": [{"suite": "Step1", "title": "First", "failsOnStarter": true}],
       "wrongSolutions": [\(wrong)]}
      """
    return try JSONDecoder().decode(Kata.self, from: Data(json.utf8))
  }

  @Test("A class is read from kata.json; an unknown or missing one is listed as unclassified")
  func classesAreRead() throws {
    let kata = try Self.kata(
      "demo-kata",
      wrong: """
        {"name": "strong-delegate", "mistake": "m", "failsStep": "Step1", "class": "lifetimes"},
        {"name": "by-name", "mistake": "m", "failsStep": "Step1", "class": "identity"},
        {"name": "by-title", "mistake": "m", "failsStep": "Step1", "class": "identity"},
        {"name": "typo", "mistake": "m", "failsStep": "Step1", "class": "lifetime"},
        {"name": "none", "mistake": "m", "failsStep": "Step1"}
        """)
    let classes = kata.wrongSolutions.map(\.mistakeClass)
    #expect(classes == [.lifetimes, .identity, .identity, nil, nil])
    let table = ClassTable(katas: [kata])
    #expect(table.count(.identity, in: kata) == 2, "two identity mistakes, counted as one")
    #expect(table.count(.depth, in: kata) == 0)
    #expect(table.unclassified == ["demo-kata/typo", "demo-kata/none"])
  }

  @Test("The plain table fits 80 columns with every kata of the kit, and names each class")
  func plainTableFits() throws {
    let katas = try (1...9).map {
      try Self.kata(
        "kata-number-\($0)",
        wrong: #"{"name": "a", "mistake": "m", "failsStep": "Step1", "class": "depth"}"#)
    }
    let lines = ClassTable(katas: katas).plain
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.map(\.count))")
    for mistakeClass in MistakeClass.allCases {
      #expect(lines.contains { $0.hasPrefix(mistakeClass.title) }, "\(mistakeClass) has no row")
    }
    #expect(lines.contains { $0.hasPrefix("depth") && $0.hasSuffix("1") })
  }
}
