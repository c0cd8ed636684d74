import Foundation
import Testing

@testable import TourKit

/// The file-system rule: writing files is refused, through Foundation, C
/// or a subclass; reading them, and names that look alike, are not.
@Suite("House rules: writing to the file system")
struct HouseRulesFileSystemTests {
  static let writes: [(String, [String])] = [
    (
      "import Foundation\nfunc f() {\n  FileManager.default.createFile(atPath: \"/tmp/r\", contents: nil)\n}\n",
      ["file-system@3"]
    ),
    (
      "import Foundation\nfunc f(_ d: Data, _ u: URL) throws {\n  try d.write(to: u)\n}\n",
      ["file-system@3"]
    ),
    (
      "import Foundation\nfunc f() throws {\n  try \"x\".write(toFile: \"/tmp/r\", atomically: true, encoding: .utf8)\n}\n",
      ["file-system@3"]
    ),
    ("import Foundation\nfunc f() {\n  _ = fopen(\"/tmp/r\", \"w\")\n}\n", ["file-system@3"]),
    ("import Foundation\nfunc f() {\n  _ = open(\"/tmp/r\", 1)\n}\n", ["file-system@3"]),
    (
      "import Foundation\nfinal class Report: FileHandle, @unchecked Sendable {}\n"
        + "func f() {\n  _ = Report(forWritingAtPath: \"/tmp/r\")\n}\n",
      ["unchecked-sharing@2", "file-system@4"]
    ),
    (
      "import Foundation\nfunc f() {\n  let s = OutputStream(toFileAtPath: \"/tmp/r\", append: false)\n  _ = s\n}\n",
      ["file-system@3"]
    ),
    (
      "import Foundation\nfinal class Log: OutputStream {}\n"
        + "func f(_ u: URL) {\n  _ = Log(url: u, append: true)\n}\n", ["file-system@4"]
    ),
    (
      "import Foundation\nextension FileManager {\n  func save() {}\n}\n",
      ["file-system@2", "foreign-members@3"]
    ),
    (
      "import Foundation\nfunc f() {\n  unlink(\"/tmp/r\")\n  mkfifo(\"/tmp/p\", 0o600)\n}\n",
      ["file-system@3", "file-system@4"]
    ),
  ]

  @Test("Writing to the file system is refused, on its line", arguments: writes)
  func writeIsRefused(code: String, expected: [String]) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == expected, "\(code)")
  }

  static let lookAlikes = [
    "import Foundation\nfunc f(_ u: URL) throws -> String {\n  try String(contentsOf: u, encoding: .utf8)\n}\n",
    "import Foundation\nfunc f(_ u: URL) throws -> Data {\n  try Data(contentsOf: u)\n}\n",
    "final class List {\n  var rows = [1]\n  func removeItem(at index: Int) { rows.remove(at: index) }\n"
      + "  func clear() { removeItem(at: 0) }\n}\n",
    "final class Log {\n  var lines: [String] = []\n  func write(_ text: String) { lines.append(text) }\n"
      + "  func note() { write(\"x\") }\n}\n",
    "// FileManager.default.createFile(atPath:)\nlet fileManagerHint = \"write(toFile:)\"\n",
    // Inherited and protocol-given methods are the type's own too.
    "class Base { func open(_ x: Int) {} }\nfinal class Screen: Base {\n  func go() { open(1) }\n}\n",
    "protocol Closing {}\nextension Closing { func remove(_ x: Int) {} }\n"
      + "struct Sheet: Closing {\n  func f() { remove(1) }\n}\n",
  ]

  @Test("Reading files, and the learner's own methods, pass", arguments: lookAlikes)
  func lookAlikePasses(code: String) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == [], "\(code)")
  }
}
