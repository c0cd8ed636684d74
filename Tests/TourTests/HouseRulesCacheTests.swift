import Foundation
import Testing

@testable import TourKit

/// The house rules keep what they found per file between checks; a kept
/// finding is never stale: an edit to the file, or to what the rest of the
/// program declares, makes the file be read again.
@Suite("House rules: what is kept between checks")
struct HouseRulesCacheTests {
  @Test("An edit is seen, and a declaration elsewhere changes what a kept file means")
  func keptFindingsFollowEdits() throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    let caller = try sandbox.write("func giveUp() {\n  abort()\n}\n", as: "kata/Caller.swift")
    let other = try sandbox.write("let name = \"other\"\n", as: "kata/Other.swift")
    let program = HouseRules.Program(
      sources: [caller, other].map {
        HouseRules.Source(file: $0, module: "Kata", allowedImports: HouseRules.standardImports)
      })
    func lines() throws -> [String] {
      try HouseRules.check([program], scratch: sandbox.folder).map {
        "\($0.file.lastPathComponent):\($0.line)"
      }
    }

    #expect(try lines() == ["Caller.swift:2"])
    #expect(try lines() == ["Caller.swift:2"], "kept, and kept the same")
    // The program now declares its own abort(): the kept file means
    // something else, though its text did not change.
    try "let name = \"other, longer\"\nfunc abort() {}\n".write(
      to: other, atomically: true, encoding: .utf8)
    #expect(try lines() == [])
    try "let name = \"o\"\n".write(to: other, atomically: true, encoding: .utf8)
    #expect(try lines() == ["Caller.swift:2"])
    // An edit to the file itself.
    try "func giveUp() {\n  // nothing to do\n}\n".write(
      to: caller, atomically: true, encoding: .utf8)
    #expect(try lines() == [])
    try "import Foundation\n\nfunc giveUp() {\n  exit(1)\n}\n".write(
      to: caller, atomically: true, encoding: .utf8)
    #expect(try lines() == ["Caller.swift:4"])
  }

  @Test("A refused file set back to a clean one's size and time is refused again")
  func keyedByContentNotTime() throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    let store = try sandbox.write("var drafts = 0\n", as: "kata/Store.swift")
    let program = HouseRules.Program(
      sources: [HouseRules.Source(file: store, module: "Kata", allowedImports: [])])
    func rules() throws -> [HouseRule] {
      try HouseRules.check([program], scratch: sandbox.folder).map(\.rule)
    }
    let manager = FileManager.default
    let refusedTime = try #require(
      try manager.attributesOfItem(atPath: store.path)[.modificationDate] as? Date)
    #expect(try rules() == [.globalState])
    // `let` is as long as `var`: the clean file has the refused one's size.
    try "let drafts = 0\n".write(to: store, atomically: true, encoding: .utf8)
    try manager.setAttributes([.modificationDate: refusedTime], ofItemAtPath: store.path)
    #expect(try rules() == [], "the clean file, kept")
    // Back to the refused text, with the clean file's time: `touch -r`.
    let cleanTime = try #require(
      try manager.attributesOfItem(atPath: store.path)[.modificationDate] as? Date)
    try "var drafts = 0\n".write(to: store, atomically: true, encoding: .utf8)
    try manager.setAttributes([.modificationDate: cleanTime], ofItemAtPath: store.path)
    #expect(try rules() == [.globalState], "read again for its bytes, whatever its time says")
  }

  @Test("A file's summary has one digest, whatever order its sets are in")
  func digestIgnoresOrder() {
    var one = FileSummary()
    one.names.topLevel = ["a", "b", "c"]
    one.names.members = ["T": ["x", "y"], "U": ["z"]]
    var other = FileSummary()
    other.names.members = ["U": ["z"], "T": ["y", "x"]]
    other.names.topLevel = ["c", "a", "b"]
    #expect(one.digest == other.digest)
    other.names.topLevel.insert("d")
    #expect(one.digest != other.digest)
  }
}
