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

  /// One `exit` in each of the places code can hide in Swift's grammar.
  static let zoo = #"""
    import Foundation

    struct Box<T> { var value: T }
    @propertyWrapper struct Wrapped { var wrappedValue: Int }
    @resultBuilder enum Joined { static func buildBlock(_ parts: Int...) -> Int { parts.count } }

    final class Zoo {
      lazy var later: Int32 = { exit(1) }()
      var observed = 0 { didSet { exit(2) } }
      var computed: Int { exit(3) }
      subscript(i: Int) -> Int { exit(4) }
      init() { defer { exit(5) } }
      deinit { exit(6) }
      func go(_ x: Int?, _ list: [Int]) async throws {
        let a = (exit as (Int32) -> Never)
        _ = a
        if let y = x, y > Int(exit(7)) {}
        guard case .some = x else { exit(8) }
        switch x { case .some(let v) where v > exit(9): break; default: exit(10) }
        for item in list where item > exit(11) {}
        while exit(12) {}
        repeat {} while exit(13)
        do { try f() } catch { exit(14) }
        async let z = exit(15)
        _ = await z
        _ = x.map { _ in exit(16) } ?? exit(17)
        _ = true ? exit(18) : 0
        _ = list[exit(19)]
        _ = (1, exit(20))
        _ = [exit(21): exit(22)]
        _ = \Box<Int>.value
        _ = "\(exit(23))"
        list.forEach { _ in
          exit(24)
        }
        _ = Box(value: exit(25)).value
        _ = try? exit(26)
        _ = { [x = exit(27)] in x }
        throw exit(28)
      }
      @Joined var built: Int { exit(29) }
      func f() throws {}
    }
    """#

  @Test(
    "An exit is found wherever the grammar lets it hide, in both forms",
    arguments: [[SwiftParser.Form.json], [.sExpression]])
  func zooOfPlaces(forms: [SwiftParser.Form]) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    let lines = Self.zoo.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .filter { $0.element.contains("exit") }.map { $0.offset + 1 }
    let found = try sandbox.findings(Self.zoo, forms: forms).filter { $0.rule == .processControl }
    #expect(found.map(\.line) == lines)
  }
}
