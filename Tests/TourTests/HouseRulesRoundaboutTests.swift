import Foundation
import Testing

@testable import TourKit

/// The roundabout ways of session 3: a writer taken unapplied, a file
/// address made by the code itself, an object of Foundation's kept at file
/// scope, a type's identity through a member, an error's bridged code.
/// Each is refused on its line; the ordinary forms beside them pass.
@Suite("House rules: the long way round")
struct HouseRulesRoundaboutTests {
  static let refused: [(String, [String])] = [
    ("import Foundation\nfunc f() {\n  let save = Data.write\n  _ = save\n}\n", ["file-system@3"]),
    (
      "import Foundation\nfunc f() {\n  let save = \"x\".write(to:atomically:encoding:)\n  _ = save\n}\n",
      ["file-system@3"]
    ),
    (
      "import Foundation\nfunc f(_ path: String) -> URL {\n  URL(fileURLWithPath: path)\n}\n",
      ["process-control@3"]
    ),
    (
      "import Foundation\nfunc f(_ base: URL) -> URL {\n  URL(filePath: \"/x/y\", relativeTo: base)\n}\n",
      ["process-control@3"]
    ),
    (
      "import Foundation\nlet u = URL(string: \"file:///pr%6fc/self/cmdline\")\n",
      ["process-control@2"]
    ),
    (
      "import Foundation\nlet u = URL(fileURLWithPath: \"/qwinkle/../proc/self/cmdline\")\n",
      ["process-control@2"]
    ),
    (
      "import Foundation\nlet u = URL(fileURLWithPath: \"/\")\n  .appendingPathComponent(\"proc\")\n",
      ["process-control@3"]
    ),
    (
      "import Foundation\nfunc f(_ t: String) -> URL? {\n  URL.init(string: t)\n}\n",
      ["process-control@3"]
    ),
    (
      "import Foundation\nfunc f() -> URL? {\n  var c = URLComponents()\n  c.path = \"/x\"\n  return c.url\n}\n",
      ["process-control@3"]
    ),
    (
      "import Foundation\nfunc f() -> Bool {\n  Bundle.main.bundlePath.contains(\"xctest\")\n}\n",
      ["process-control@3"]
    ),
    (
      "import Foundation\nfunc f() -> URL {\n  let u: URL = .init(fileURLWithPath: \"/pr\" + \"oc\")\n"
        + "  return u\n}\n", ["process-control@3"]
    ),
    (
      "import Foundation\nlet u = URL(fileURLWithPath: \"//proc/self/cmdline\")\n",
      ["process-control@2"]
    ),
    ("import Foundation\nlet sharedEncoder = JSONEncoder()\n", ["global-state@2"]),
    ("import Foundation\nlet encoder = { JSONEncoder() }()\n", ["global-state@2"]),
    ("import Foundation\nlet encoder = Foundation.JSONEncoder()\n", ["global-state@2"]),
    (
      "import Foundation\nfunc makeEncoder() -> JSONEncoder { JSONEncoder() }\n"
        + "let encoder = makeEncoder()\n", ["global-state@3"]
    ),
    (
      "import Foundation\nenum Formats {\n  static let day = DateFormatter()\n}\n",
      ["global-state@3"]
    ),
    (
      "import Foundation\nlet encoder: JSONEncoder = {\n  JSONEncoder()\n}()\n",
      ["global-state@2"]
    ),
    ("import Foundation\nlet encoder = JSONEncoder.init()\n", ["global-state@2"]),
    (
      "import Foundation\ntypealias Coder = JSONEncoder\nlet coder = Coder()\n",
      ["global-state@3"]
    ),
    (
      "protocol Command {}\nextension Command {\n  static var kind: Any.Type { Self.self }\n}\n",
      ["reflection@3"]
    ),
    (
      "protocol Command {}\nextension Command {\n  static var kind: Command.Type { self }\n}\n",
      ["reflection@3"]
    ),
    (
      "protocol Command {}\nfunc f(_ c: any Command) -> ObjectIdentifier {\n"
        + "  ObjectIdentifier(type(of: c).self)\n}\n", ["reflection@3"]
    ),
    ("final class Box {\n  var kinds: [AnyClass] = []\n}\n", ["reflection@2"]),
    ("func kind<C>(_ c: C) -> C.Type {\n  C.self\n}\n", ["reflection@2"]),
    (
      "protocol Command {}\nfunc key(_ kind: any Command.Type) -> ObjectIdentifier {\n"
        + "  ObjectIdentifier(kind)\n}\n", ["reflection@3"]
    ),
    (
      "func f(_ e: any Error) -> Bool {\n  e.localizedDescription.contains(\"error 1\")\n}\n",
      ["reflection@2"]
    ),
    (
      "import Foundation\nfunc f(_ e: any Error) -> Bool {\n  (e as? NSError)?.domain == \"x\"\n}\n",
      ["reflection@3"]
    ),
    ("func f(_ e: any Error) -> Bool {\n  e._code == 2\n}\n", ["reflection@2"]),
  ]

  @Test("Each roundabout form is refused, on its line", arguments: refused)
  func roundaboutIsRefused(code: String, expected: [String]) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == expected, "\(code)")
  }

  static let lookAlikes = [
    "final class Log {\n  var lines: [String] = []\n  func write(_ s: String) { lines.append(s) }\n"
      + "  func keep(_ all: [String]) { all.forEach(self.write) }\n}\n"
      + "func f(_ log: Log) {\n  let w = Log.write\n  w(log)(\"x\")\n}\n",
    "import Foundation\nenum Paths {\n  static let timeline = URL(fileURLWithPath: \"/qwinkle/timeline.txt\")\n"
      + "  static let api = URL(string: \"https://api.example.com/users\")\n}\n",
    "import Foundation\nfunc f(_ handed: URL) throws -> String {\n"
      + "  try String(contentsOf: handed, encoding: .utf8) + \"a\".appending(\"b\")\n}\n",
    "import Foundation\nenum Keys {\n  static let recent = CodingUserInfoKey(rawValue: \"recent\")\n"
      + "  static let limit = Duration.seconds(2)\n  static let id = UUID().uuidString\n}\n",
    "import Foundation\nenum Styles {\n  static let day: Date.FormatStyle = .init()\n}\n",
    "import Foundation\nstruct Point { var x = 0 }\nlet origin = Point(x: 0)\n"
      + "let stamp: String = {\n  let f = DateFormatter()\n  return f.dateFormat ?? \"\"\n}()\n",
    "import Foundation\nstruct Video: Decodable {}\nprotocol Command {}\nstruct Login: Command {}\n"
      + "func f(_ d: Data) -> [Video]? { try? JSONDecoder().decode([Video].self, from: d) }\n"
      + "func g<T>(as type: T.Type = T.self) -> T? { nil }\n"
      + "var kinds: [any Command.Type] { [Login.self] }\n",
    "final class Chore {}\nstruct Made {\n  static func make() -> Made { self.init() }\n}\n"
      + "func f(_ t: Chore) -> ObjectIdentifier { ObjectIdentifier(t) }\n",
    "enum SessionError: Error { case expired }\nstruct AppError: Error { let errorCode: Int }\n"
      + "func f(_ e: any Error) -> Bool {\n  if case SessionError.expired? = e as? SessionError { return true }\n"
      + "  return (e as? AppError)?.errorCode == 2\n}\n",
  ]

  @Test("The ordinary forms beside them pass", arguments: lookAlikes)
  func lookAlikePasses(code: String) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == [], "\(code)")
  }
}
