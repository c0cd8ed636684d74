import Foundation
import Testing

@testable import TourKit

@Suite(
  "Recording a wrong solution with dev wrong, as a maintainer would",
  .enabled(if: TourBinary.testsRun), .serialized)
struct DevWrongCommandTests {
  @Test("--edit copies the solution out, and the next run stores the edit as a patch")
  func editThenStore() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let edit = try kit.run(["dev", "wrong", "demo-kata", "late", "--edit"])
    #expect(edit.status == 0, "\(edit.errors)")
    let folder = kit.root.appendingPathComponent(".tour/dev/wrong/demo-kata/late")
    let copy = folder.appendingPathComponent("Demo.swift")
    #expect(try String(contentsOf: copy, encoding: .utf8) == "let demo = 1\n")
    let again = try kit.run(["dev", "wrong", "demo-kata", "late", "--edit"])
    #expect(again.status == 1, "a second --edit must not write over the first one's edits")

    try write("let demo = 2\n", to: copy)
    let store = try kit.run(["dev", "wrong", "demo-kata", "late"])
    #expect(store.status == 0, "\(store.errors)")
    #expect(store.output.contains("list it in kata.json"), "\(store.output)")
    let patch = kit.root.appendingPathComponent("Exercises/demo-kata/wrong/late.patch")
    #expect(
      try String(contentsOf: patch, encoding: .utf8)
        == "--- a/Demo.swift\n+++ b/Demo.swift\n@@ -1 +1 @@\n-let demo = 1\n+let demo = 2\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path), "the edit folder is cleared")
  }

  @Test("--from a folder stores its difference; a folder like the solution is refused")
  func fromFolder() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let folder = kit.root.appendingPathComponent("elsewhere")
    try write("let demo = 1\n", to: folder.appendingPathComponent("Demo.swift"))
    let same = try kit.run(["dev", "wrong", "demo-kata", "late", "--from", folder.path])
    #expect(same.status == 1)
    let message = same.errors.replacingOccurrences(of: "\n", with: " ")
    #expect(message.contains("the same as the reference solution"), "\(same.errors)")

    try write("let extra = 3\n", to: folder.appendingPathComponent("Extra.swift"))
    let run = try kit.run(["dev", "wrong", "demo-kata", "late", "--from", folder.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("adds Extra.swift (1 line)"), "\(run.output)")
  }

  @Test("convert-wrong turns a folder into a patch, and a second run finds nothing")
  func converts() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let wrong = kit.root.appendingPathComponent("Exercises/demo-kata/wrong")
    try write("let demo = 7\n", to: wrong.appendingPathComponent("seven/Demo.swift"))
    let run = try kit.run(["dev", "convert-wrong"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("Converted 1 folder:"), "\(run.output)")
    let manager = FileManager.default
    #expect(manager.fileExists(atPath: wrong.appendingPathComponent("seven.patch").path))
    #expect(!manager.fileExists(atPath: wrong.appendingPathComponent("seven").path))
    let again = try kit.run(["dev", "convert-wrong", "demo-kata"])
    #expect(again.output.contains("nothing to convert"), "\(again.output)")
  }
}
