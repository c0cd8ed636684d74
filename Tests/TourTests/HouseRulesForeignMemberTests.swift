import Foundation
import Testing

@testable import TourKit

/// The rule on members added to others' types: wider than `fileprivate`
/// on a standard-library or Foundation type, or of a name a toolkit type
/// already has, is refused on its line; private helpers, and whatever the
/// workbench adds to its own types and protocols, are not.
@Suite("House rules: members added to others' types")
struct HouseRulesForeignMemberTests {
  static let refused: [(String, [String])] = [
    (
      "extension String {\n  public func contains(_ other: String) -> Bool { true }\n}\n",
      ["foreign-members@2"]
    ),
    (
      "extension String {\n  func contains(_ other: String) -> Bool { true }\n}\n",
      ["foreign-members@2"]
    ),
    ("extension Substring {\n  package var isEmpty: Bool { false }\n}\n", ["foreign-members@2"]),
    (
      "extension String {\n  internal subscript(i: Int) -> Character { \"a\" }\n}\n",
      ["foreign-members@2"]
    ),
    (
      "struct Qwink {}\nextension Array where Element == Qwink {\n"
        + "  static func same(_ a: Self, _ b: Self) -> Bool { true }\n}\n", ["foreign-members@3"]
    ),
    (
      "extension Optional where Wrapped == String {\n  var isBlank: Bool { true }\n}\n",
      ["foreign-members@2"]
    ),
    ("extension [Int] {\n  var total: Int { 0 }\n}\n", ["foreign-members@2"]),
    ("extension Int? {\n  var orZero: Int { 0 }\n}\n", ["foreign-members@2"]),
    (
      "extension Swift.String {\n  func hasPrefix(_ p: String) -> Bool { true }\n}\n",
      ["foreign-members@2"]
    ),
    ("public extension String {\n  func shout() -> String { self }\n}\n", ["foreign-members@2"]),
    ("extension String {\n  init(qwink: Int) { self = \"\" }\n}\n", ["foreign-members@2"]),
    (
      "extension String {\n  public private(set) var tag: Int { get { 1 } set {} }\n}\n",
      ["foreign-members@2"]
    ),
    (
      "extension Collection {\n  func contains(_ x: Int) -> Bool { true }\n}\n"
        + "extension Error {\n  var localizedDescription: String { \"\" }\n}\n",
      ["foreign-members@2", "foreign-members@5"]
    ),
    (
      "import Foundation\nextension Date {\n  static func now() -> Date { Date(timeIntervalSince1970: 0) }\n}\n",
      ["foreign-members@3"]
    ),
    // A toolkit type the program is not given the declarations of is no
    // different from Foundation's.
    (
      "import HeadlessKit\nextension ViewController {\n  func show() {}\n}\n", ["foreign-members@3"]
    ),
    (
      "protocol Searchable {\n  func find() -> Bool\n}\n"
        + "extension Searchable {\n  func contains(_ o: String) -> Bool { true }\n}\n"
        + "extension String: Searchable {}\n", ["foreign-members@7"]
    ),
  ]

  @Test(
    "A visible member added to a type that is not the workbench's is refused", arguments: refused)
  func memberIsRefused(code: String, expected: [String]) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == expected, "\(code)")
    #expect(try sandbox.summary(code, forms: [.sExpression]) == expected, "\(code)")
  }

  static let allowed = [
    "extension String {\n  private func shout() -> String { self.uppercased() }\n"
      + "  fileprivate var twice: String { self + self }\n"
      + "  private static func make() -> String { \"\" }\n}\n",
    "private extension String {\n  func shout() -> String { self.uppercased() }\n}\n"
      + "fileprivate extension Array where Element == Int {\n  var total: Int { self.reduce(0, +) }\n}\n",
    "struct Qwink { var text = \"\" }\nextension Qwink {\n"
      + "  public func contains(_ s: String) -> Bool { text.contains(s) }\n}\n",
    "struct Qwink { var text = \"\" }\nextension Kata.Qwink {\n  var count: Int { 1 }\n}\n",
    "final class Screen {\n  enum Mode { case idle }\n}\nextension Screen.Mode {\n  var isIdle: Bool { true }\n}\n",
    "protocol Screen {\n  var title: String { get }\n}\nextension Screen {\n"
      + "  public func show() -> String { title }\n}\n",
    "struct Qwink { var text = \"\" }\nextension Qwink: CustomStringConvertible {\n"
      + "  public var description: String { text }\n}\n",
    "protocol LoginForm {\n  func logIn()\n}\nfinal class LoginViewController {}\n"
      + "extension LoginViewController: LoginForm {\n  public func logIn() {}\n}\n",
    "protocol Marked {}\nextension String: Marked {}\n",
  ]

  @Test("Private helpers, and members of the workbench's own types, pass", arguments: allowed)
  func ownMemberPasses(code: String) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    let json = try sandbox.findings(code, forms: [.json]).map(\.what)
    let sExpressions = try sandbox.findings(code, forms: [.sExpression]).map(\.what)
    #expect(json == [], "\(code)")
    #expect(sExpressions == [], "\(code)")
  }

  @Test("A toolkit type may be given new names, never one it already has")
  func toolkitTypes() throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    let toolkit = try sandbox.write(
      "open class View {\n  public var isHidden = false\n}\n"
        + "public final class Label: View, CustomStringConvertible {\n  public var text = \"\"\n"
        + "  public var description: String { text }\n}\n", as: "Kit/Label.swift")
    let code = try sandbox.write(
      "extension Label {\n  public var shouted: String { text.uppercased() }\n"
        + "  public var text: String { \"2 posts\" }\n  var isHidden: Bool { false }\n"
        + "  private var hidden: Bool { isHidden }\n}\n"
        + "extension View {\n  func show() {}\n  public var description: String { \"\" }\n}\n",
      as: "Kata/Code.swift")
    let source = HouseRules.Source(
      file: code, module: "Kata", allowedImports: HouseRules.standardImports)
    let found = try HouseRules.check(
      [.init(sources: [source], context: [toolkit])], scratch: sandbox.folder)
    #expect(
      found.map { "\($0.rule.rawValue)@\($0.line)" } == [
        "foreign-members@3", "foreign-members@4", "foreign-members@9",
      ])
    #expect(found.first?.what.contains("already has a `text`") == true, "\(found)")
  }
}
