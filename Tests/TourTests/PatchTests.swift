import Foundation
import Testing

@testable import TourKit

/// The solution file most tests change.
private let feed = """
  final class Feed {
    var posts: [String] = []

    func reload() {
      posts = load()
    }

    func load() -> [String] {
      ["first", "second"]
    }
  }

  """

/// `feed` with one line changed: what a wrong solution's patch records.
private let wrongFeed = feed.replacingOccurrences(
  of: "    posts = load()\n", with: "    posts += load()\n")

private func change(_ old: String?, _ new: String?, path: String = "Feed.swift") throws
  -> Patch.FileChange
{
  try #require(LineDiff.change(path: path, from: old, to: new), "the texts differ")
}

@Suite("Unified diffs: writing, reading, applying")
struct PatchTests {
  @Test("A changed line is written as diff -u writes it, and read back the same")
  func writesAndReads() throws {
    let text = PatchWriter.text(of: Patch(files: [try change(feed, wrongFeed)]))
    let expected = [
      "--- a/Feed.swift", "+++ b/Feed.swift", "@@ -2,7 +2,7 @@", "   var posts: [String] = []", " ",
      "   func reload() {", "-    posts = load()", "+    posts += load()", "   }", " ",
      "   func load() -> [String] {",
    ]
    #expect(text == expected.map { $0 + "\n" }.joined())
    #expect(try PatchParser.parse(text) == Patch(files: [try change(feed, wrongFeed)]))
    #expect(
      try PatchApplier.apply(PatchParser.parse(text), to: ["Feed.swift": feed])
        == ["Feed.swift": wrongFeed])
  }

  @Test("New files, deleted files and a last line without a line feed survive the round trip")
  func roundTrips() throws {
    let pairs: [(String?, String?)] = [
      (nil, "let a = 1\n"), ("let a = 1\n", nil), ("let a = 1\nlet b = 2", "let a = 1\nlet b = 3"),
      ("let a = 1\r\nlet b = 2\r\n", "let a = 1\r\nlet b = 3\r\n"), ("", "x\n"),
      (feed, feed.replacingOccurrences(of: "  func load", with: "  private func load")),
      (feed, "// A note first.\n" + wrongFeed + "// And last.\n"),
    ]
    for (old, new) in pairs {
      let text = PatchWriter.text(of: Patch(files: [try change(old, new)]))
      let result = try PatchApplier.apply(
        PatchParser.parse(text), to: ["Feed.swift": old].compactMapValues { $0 })
      let made = try #require(result["Feed.swift"])
      #expect(made.map { Array($0.utf8) } == new.map { Array($0.utf8) }, "\(text)")
    }
  }

  @Test("A hunk applies only where its header says, every kept and removed line as it is")
  func strict() throws {
    let patch = Patch(files: [try change(feed, wrongFeed)])
    // One line added above the hunk: the lines are all there, one further down.
    let moved = "// Moved.\n" + feed
    let error = #expect(throws: PatchError.self) {
      try PatchApplier.apply(patch, to: ["Feed.swift": moved])
    }
    #expect(error?.file == "Feed.swift")
    #expect(error?.hunk == 1)
    #expect(error?.problem.contains("line 2 should read") == true, "\(String(describing: error))")
    #expect(error?.problem.contains("at line 3 now") == true, "\(String(describing: error))")
    // A kept line that changed.
    let edited = feed.replacingOccurrences(of: "  func reload", with: "  public func reload")
    #expect(throws: PatchError.self) { try PatchApplier.apply(patch, to: ["Feed.swift": edited]) }
    // A file that is not there, and a new file where one is.
    #expect(throws: PatchError.self) { try PatchApplier.apply(patch, to: [:]) }
    let creating = Patch(files: [try change(nil, "x\n")])
    #expect(throws: PatchError.self) {
      try PatchApplier.apply(creating, to: ["Feed.swift": "y\n"])
    }
  }

  @Test("Two spellings of the same letter are different bytes, and a patch tells them apart")
  func comparesBytes() throws {
    let composed = "let name = \"caf\u{E9}\"\n"
    let decomposed = "let name = \"cafe\u{301}\"\n"
    #expect(composed == decomposed, "Swift's String calls them equal")
    let patch = Patch(files: [try change(composed, "let name = \"tea\"\n")])
    #expect(throws: PatchError.self) {
      try PatchApplier.apply(patch, to: ["Feed.swift": decomposed])
    }
  }

  @Test("Malformed patches are refused with the line that is wrong")
  func refusesMalformed() {
    let cases: [(String, String)] = [
      ("no file here\n", "names no file"),
      ("--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n-a\n+b\n", "ends before"),
      ("--- a/A.swift\n+++ b/A.swift\n@@ -1 +1 @@\n*a\n", "should start with a space"),
      ("--- a/../A.swift\n+++ b/../A.swift\n@@ -1 +1 @@\n-a\n+b\n", "not a path inside"),
      ("--- A.swift\n+++ b/A.swift\n@@ -1 +1 @@\n-a\n+b\n", "should start with `a/`"),
      ("--- a/A.swift\n+++ b/B.swift\n@@ -1 +1 @@\n-a\n+b\n", "renames"),
      ("--- a/A.swift\n+++ b/A.swift\n@@ one @@\n-a\n+b\n", "not a hunk header"),
      ("--- a/A.swift\n+++ b/A.swift\nstray\n", "no hunk"),
      ("--- a/A.swift\n+++ b/A.swift\n@@ -1 +1 @@\n-a\n+b\n+c\n", "more than its hunk's header"),
    ]
    for (text, words) in cases {
      let error = #expect(throws: PatchError.self) { try PatchParser.parse(text) }
      #expect(error?.description.contains(words) == true, "\(String(describing: error))")
    }
  }

  @Test(
    "Text around the files, dates after a tab and emptied kept lines are read as patch reads them")
  func tolerates() throws {
    // The line after the hunk header was " " before an editor trimmed it.
    let text = [
      "diff -u a/Feed.swift b/Feed.swift", "--- a/Feed.swift\t2024-01-01 10:00:00",
      "+++ b/Feed.swift\t2024-01-01 10:00:01", "@@ -3,3 +3,3 @@", "", "   func reload() {",
      "-    posts = load()", "+    posts += load()", "",
    ].joined(separator: "\n")
    let result = try PatchApplier.apply(PatchParser.parse(text), to: ["Feed.swift": feed])
    #expect(result == ["Feed.swift": wrongFeed])
  }

  @Test("Changes far apart make separate hunks; close ones share one")
  func groupsHunks() throws {
    let lines = (1...30).map { "line \($0)\n" }
    var far = lines
    far[2] = "changed 3\n"
    far[25] = "changed 26\n"
    #expect(LineDiff.hunks(from: lines, to: far).count == 2)
    var near = lines
    near[2] = "changed 3\n"
    near[8] = "changed 9\n"
    #expect(LineDiff.hunks(from: lines, to: near).count == 1)
    #expect(LineDiff.change(path: "A.swift", from: "same\n", to: "same\n") == nil)
  }
}
