import Foundation
import Testing

@testable import TourKit

/// The operator rule: an operator at file scope, or in an extension of a
/// type the workbench does not declare or of a protocol, is refused on its
/// line; a type's own operators, in its declaration or its extensions, are
/// not.
@Suite("House rules: operators")
struct HouseRulesOperatorTests {
  static let refused: [(String, [String])] = [
    (
      "struct Qwink: Equatable { var text = \"\" }\n"
        + "public func == (lhs: [Qwink], rhs: [Qwink]) -> Bool { true }\n",
      ["operators@2"]
    ),
    (
      "struct Qwink: Equatable { var text = \"\" }\n"
        + "func == (lhs: Qwink, rhs: Qwink) -> Bool { true }\n", ["operators@2"]
    ),
    (
      "extension Optional where Wrapped == String {\n"
        + "  public static func == (lhs: Self, rhs: Self) -> Bool { true }\n}\n",
      ["operators@2"]
    ),
    (
      "struct Qwink {}\nextension [Qwink] {\n"
        + "  static func == (lhs: Self, rhs: Self) -> Bool { true }\n}\n", ["operators@3"]
    ),
    (
      "struct Qwink {}\nextension Qwink? {\n"
        + "  static func == (lhs: Self, rhs: Self) -> Bool { true }\n}\n", ["operators@3"]
    ),
    (
      "struct Qwink {}\nextension Array<Qwink> {\n"
        + "  static func != (lhs: Self, rhs: Self) -> Bool { false }\n}\n", ["operators@3"]
    ),
    (
      "extension Swift.String {\n  static func ~= (lhs: String, rhs: String) -> Bool { true }\n}\n",
      ["operators@2"]
    ),
    (
      "import HeadlessKit\n\nextension Label {\n"
        + "  static func == (lhs: Label, rhs: Label) -> Bool { true }\n}\n", ["operators@4"]
    ),
    // A type of the same name nested in one of the learner's own does not
    // make the file-scope name the learner's.
    (
      "enum Hide {\n  struct Array {}\n}\nextension Array where Element == Int {\n"
        + "  static func == (lhs: Self, rhs: Self) -> Bool { true }\n}\n", ["operators@5"]
    ),
    // A protocol's extension reaches whatever conforms, Optional included.
    (
      "protocol Same {}\nextension Same {\n"
        + "  static func == (lhs: Self, rhs: Self) -> Bool { true }\n}\n"
        + "extension Optional: Same where Wrapped == Int {}\n",
      ["operators@3", "foreign-members@5"]
    ),
    (
      "typealias Texts = [String]\nextension Texts {\n  static prefix func ! (t: Self) -> Self { t }\n}\n",
      ["operators@3"]
    ),
    (
      "extension Collection {\n  static func < (lhs: Self, rhs: Self) -> Bool { true }\n}\n",
      ["operators@2"]
    ),
  ]

  @Test("An operator on a type that is not the workbench's is refused", arguments: refused)
  func operatorIsRefused(code: String, expected: [String]) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == expected, "\(code)")
    #expect(try sandbox.summary(code, forms: [.sExpression]) == expected, "\(code)")
  }

  static let allowed = [
    "struct Qwink: Equatable {\n  var text = \"\"\n"
      + "  static func == (lhs: Qwink, rhs: Qwink) -> Bool { lhs.text == rhs.text }\n}\n",
    "struct Qwink { var text = \"\" }\nextension Qwink: Comparable {\n"
      + "  static func < (lhs: Qwink, rhs: Qwink) -> Bool { lhs.text < rhs.text }\n"
      + "  static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }\n}\n",
    "final class Screen {\n  enum Mode: Comparable {\n    case idle, busy\n"
      + "    static func < (lhs: Mode, rhs: Mode) -> Bool { lhs == .idle && rhs == .busy }\n"
      + "  }\n}\nextension Screen.Mode {\n  static prefix func ! (mode: Self) -> Self { mode }\n}\n",
    "struct Box<Value> { var value: Value }\nextension Box<Int>: Equatable {\n"
      + "  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }\n}\n",
    "protocol Ranked {\n  static func < (lhs: Self, rhs: Self) -> Bool\n}\n",
    "struct Qwink: Equatable { var text = \"\" }\n"
      + "func same(_ a: [Qwink], _ b: [Qwink]) -> Bool { a == b && a.count >= 0 }\n"
      + "// func == (lhs: [Qwink], rhs: [Qwink]) -> Bool { true }\n",
    "struct Qwink { var id = 0 }\nextension Kata.Qwink: Equatable {\n"
      + "  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }\n}\n",
  ]

  @Test("A type's own operators, in its declaration or its extensions, pass", arguments: allowed)
  func ownOperatorPasses(code: String) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == [], "\(code)")
    #expect(try sandbox.summary(code, forms: [.sExpression]) == [], "\(code)")
  }

  @Test("A type declared in another file of the workbench is its own")
  func ownTypeInAnotherFile() throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    let model = try sandbox.write("public struct Qwink { public var text = \"\" }\n", as: "M.swift")
    let equality = try sandbox.write(
      "extension Qwink: Equatable {\n"
        + "  public static func == (lhs: Qwink, rhs: Qwink) -> Bool { lhs.text == rhs.text }\n}\n"
        + "extension Array where Element == Qwink {\n"
        + "  public static func == (lhs: Self, rhs: Self) -> Bool { true }\n}\n", as: "E.swift")
    let sources = [model, equality].map {
      HouseRules.Source(file: $0, module: "Kata", allowedImports: HouseRules.standardImports)
    }
    let found = try HouseRules.check([.init(sources: sources)], scratch: sandbox.folder)
    #expect(
      found.map { "\($0.file.lastPathComponent):\($0.rule.rawValue)@\($0.line)" } == [
        "E.swift:operators@5"
      ])
  }
}
