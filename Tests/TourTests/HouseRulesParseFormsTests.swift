import Foundation
import Testing

@testable import TourKit

/// The two forms of the compiler's parse, JSON and S-expressions, must show
/// the rules the same code: every name every file of the kit refers to.
/// (A key the JSON reader skipped once hid every `if let` value from the
/// rules; this is how such a gap shows.)
@Suite("House rules: both forms of the parse")
struct HouseRulesParseFormsTests {
  @Test("JSON and S-expressions name the same references in every kata and app file")
  func formsSeeTheSameNames() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let programs = HouseRules.referencePrograms(of: Catalogue.load(from: kit).katas, in: kit)
    let files = Array(Set(programs.flatMap { $0.sources.map(\.file) })).sorted { $0.path < $1.path }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("house-rules-forms-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Swift 6.3 writes no readable JSON for a file with an attributed type
    // (`@MainActor () -> Void`): those are read as S-expressions anyway.
    let json = try SwiftParser(scratch: scratch).parse(files)
    let sExpressions = try SwiftParser(scratch: scratch, forms: [.sExpression]).parse(files)
    #expect(json.count == files.count && sExpressions.count == files.count)
    #expect(json.filter { $0.form == .json }.count > files.count / 2, "little JSON was readable")
    for (one, other) in zip(json, sExpressions) where one.form == .json {
      #expect(
        Self.references(in: one.root) == Self.references(in: other.root),
        "\(kit.relative(one.url)): the forms differ")
    }
  }

  /// Every name referred to, with how often.
  static func references(in root: SyntaxNode) -> [String: Int] {
    var counts: [String: Int] = [:]
    root.forEveryNode { node in
      if let name = node.referencedName { counts[name, default: 0] += 1 }
    }
    return counts
  }
}
