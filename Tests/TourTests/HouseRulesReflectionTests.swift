import Foundation
import Testing

@testable import TourKit

/// The reflection rule: inspecting an object or reading, comparing or
/// keeping its type is refused; a type's static members, a value's
/// description and names that merely look alike are not.
@Suite("House rules: reflection and type names")
struct HouseRulesReflectionTests {
  static let uses: [(String, [String])] = [
    ("func f(_ x: Any) -> Int {\n  Mirror(reflecting: x).children.count\n}\n", ["reflection@2"]),
    ("func f(_ x: Any) -> String {\n  String(describing: type(of: x))\n}\n", ["reflection@2"]),
    ("func f(_ x: Any) -> String {\n  \"is \\(type(of: x))\"\n}\n", ["reflection@2"]),
    ("func f(_ a: Any, _ b: Any) -> Bool {\n  type(of: a) == type(of: b)\n}\n", ["reflection@2"]),
    ("func f(_ x: Any) -> String {\n  String(reflecting: x)\n}\n", ["reflection@2"]),
    ("final class Feed {}\nfunc f() -> String {\n  \"\\(Feed.self)\"\n}\n", ["reflection@3"]),
    (
      "final class Feed {}\nfunc f(_ x: AnyObject) -> Bool {\n"
        + "  ObjectIdentifier(x) == ObjectIdentifier(Feed.self)\n}\n", ["reflection@3"]
    ),
    ("func f(_ x: Any) -> String {\n  _typeName(Swift.type(of: x))\n}\n", ["reflection@2"]),
    (
      "import Foundation\nfunc f() -> String {\n  NSStringFromClass(NSObject.self)\n}\n",
      ["reflection@3"]
    ),
    ("func f(_ x: Any) {\n  dump(x)\n}\n", ["reflection@2"]),
    ("func f(_ x: AnyObject) -> Bool {\n  \"\\(x)\".contains(\"Spy\")\n}\n", ["reflection@2"]),
    (
      "func f(_ x: AnyObject) -> Bool {\n  String(describing: x) == \"Feed\"\n}\n", ["reflection@2"]
    ),
    (
      "import ObjectiveC\nfunc swap(_ a: Method, _ b: Method) {\n  method_exchangeImplementations(a, b)\n}\n",
      ["imports@1", "system-names@2", "reflection@3"]
    ),
  ]

  @Test("Reflection and type-name tests are refused, on their line", arguments: uses)
  func useIsRefused(code: String, expected: [String]) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == expected, "\(code)")
  }

  static let lookAlikes = [
    "protocol Named { static var kind: String { get } }\n"
      + "func f(_ x: some Named) -> String {\n  type(of: x).kind\n}\n",
    "func f(_ error: any Error) -> String {\n  String(describing: error)\n}\n",
    "// Mirror(reflecting: self)\nlet mirrorText = \"Mirror(reflecting: x) type(of:)\"\n",
    "struct Shelf {\n  struct Mirror { let side = 1 }\n  let looking = Mirror()\n}\n",
    "import Foundation\nstruct Post: Decodable { var text = \"\" }\n"
      + "func f(_ d: Data) throws -> Post {\n  try JSONDecoder().decode(Post.self, from: d)\n}\n",
    "struct Shelf {\n  let typeOfBook = \"novel\"\n  func dumpTruck() {}\n}\n",
    "func f(_ n: Int, _ e: any Error) -> [String] {\n  [\"\\(n) posts\", \"\\(e)\"]\n}\n",
    "func f(_ posts: [String], _ q: String) -> [String] {\n  posts.filter { $0.contains(q) }\n}\n",
    "func f(_ words: Set<String>, _ n: Int) -> Bool {\n  words.contains(\"\\(n)\")\n}\n",
  ]

  @Test("A type's members, a value's description and look-alikes pass", arguments: lookAlikes)
  func lookAlikePasses(code: String) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == [], "\(code)")
  }
}
