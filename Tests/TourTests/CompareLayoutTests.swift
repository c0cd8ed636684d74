import Foundation
import Testing

@testable import TourKit

/// `compare`'s layout: two columns only when every line fits whole, one
/// column with line numbers otherwise, and no line ever cut short.
@Suite("compare's layout")
struct CompareLayoutTests {
  /// A terminal of `width` columns, plain (no colour codes to count).
  func terminal(_ width: Int, unicode: Bool = false) -> Terminal {
    Terminal(usesColor: false, usesUnicode: unicode, isInteractive: false, width: width)
  }

  /// The real slim-timeline starter and solution of `file`: the comments
  /// that explain the solution's design are its longest lines.
  func kitFile(_ file: String) throws -> (mine: [String], theirs: [String]) {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    func lines(_ url: URL) throws -> [String] {
      try String(contentsOf: url, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init)
    }
    return (
      try lines(kit.root.appendingPathComponent("Exercises/slim-timeline/starter/\(file)")),
      try lines(kit.root.appendingPathComponent("Solutions/slim-timeline/\(file)"))
    )
  }

  /// The text of every line a layout shows, stitched back together from
  /// its wrapped pieces: what a reader can piece together from the screen.
  func stitched(_ lines: [String], gutter: Int, marker: String) -> [String] {
    var result: [String] = []
    for line in lines where !line.contains("lines the same") {
      let text = String(line.dropFirst(gutter))
      let trimmed = text.drop { $0 == " " }
      if trimmed.hasPrefix(marker + " "), !result.isEmpty {
        result[result.count - 1] += trimmed.dropFirst(marker.count + 1)
      } else {
        result.append(text)
      }
    }
    return result
  }

  @Test("At 80 and 100 columns the kit's code is shown in one column, every line within width")
  func oneColumnWhenLinesAreLong() throws {
    let (mine, theirs) = try kitFile("TimelineDownloads/DownloadService.swift")
    let diff = SideBySideDiff(left: mine, right: theirs)
    for width in [80, 100] {
      #expect(CompareLayout.choose(for: [diff], width: width) == .unified, "at \(width)")
      let lines = CompareLayout.unified.lines(of: diff, terminal: terminal(width))
      let wide = lines.filter { $0.count > width }
      #expect(wide.isEmpty, "wider than \(width) columns: \(wide)")
    }
  }

  @Test("No line is cut: each of the solution's lines can be read whole, wrapped or not")
  func noLineIsCut() throws {
    let (mine, theirs) = try kitFile("TimelineDownloads/DownloadService.swift")
    let diff = SideBySideDiff(left: mine, right: theirs)
    let lines = CompareLayout.unified.lines(of: diff, terminal: terminal(80))
    let added = lines.filter { $0.hasPrefix("+") }
    // "+ 123 ": a sign, a space, the number as wide as the longest, a space.
    let digits = max(String(max(mine.count, theirs.count)).count, 2)
    let shown = stitched(added, gutter: digits + 3, marker: ">")
    let solutionLines = Set(theirs)
    for line in shown {
      let isWhole = solutionLines.contains(line)
      #expect(isWhole, "not a whole line of the solution: \(line)")
    }
    let longest = try #require(theirs.max { $0.count < $1.count })
    #expect(longest.count > 75, "the test needs a line too long for 80 columns")
    #expect(shown.contains(longest), "the longest line is not shown whole")
  }

  @Test("Each line carries its number: yours for - and shared lines, the solution's for +")
  func lineNumbers() {
    let diff = SideBySideDiff(left: ["a", "b", "old", "c"], right: ["a", "b", "x", "y", "c"])
    let lines = CompareLayout.unified.lines(of: diff, terminal: terminal(80))
    #expect(
      lines == [
        "   1 a", "   2 b", "-  3 old", "+  3 x", "+  4 y", "   4 c",
      ], "\(lines)")
  }

  @Test("Two columns when every line fits its column, with the changes marked")
  func sideBySideWhenEverythingFits() {
    let diff = SideBySideDiff(left: ["let a = 1", "old()"], right: ["let a = 1", "new()"])
    #expect(CompareLayout.choose(for: [diff], width: 80) == .sideBySide)
    let lines = CompareLayout.sideBySide.lines(of: diff, terminal: terminal(80))
    #expect(lines.count == 2)
    #expect(lines[1].hasPrefix("old()") && lines[1].hasSuffix("| new()"), "\(lines)")
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  @Test("One line too long for its column is enough for one column")
  func oneLongLineMeansOneColumn() {
    // 45 characters: a column is 48 wide at 100 columns, 38 at 80.
    let long = String(repeating: "word ", count: 9)
    let diff = SideBySideDiff(left: ["short"], right: [long])
    #expect(CompareLayout.choose(for: [diff], width: 100) == .sideBySide)
    #expect(CompareLayout.choose(for: [diff], width: 80) == .unified)
    let other = SideBySideDiff(left: ["a"], right: ["b"])
    #expect(CompareLayout.choose(for: [other], width: 80) == .sideBySide)
    #expect(CompareLayout.choose(for: [other, diff], width: 80) == .unified)
  }

  @Test("Two columns asked for on a narrow screen wrap long lines in their column, marked")
  func sideBySideWraps() throws {
    let (mine, theirs) = try kitFile("TimelineDownloads/DownloadService.swift")
    let diff = SideBySideDiff(left: mine, right: theirs)
    let lines = CompareLayout.sideBySide.lines(of: diff, terminal: terminal(80, unicode: true))
    let wide = lines.filter { $0.count > 80 }
    #expect(wide.isEmpty, "wider than 80 columns: \(wide)")
    #expect(lines.contains { $0.contains("↪") }, "no wrapped line is marked")
  }
}

@Suite("Wrapping, never cutting")
struct CodeWrappingTests {
  @Test("A long line breaks after a space, keeps every character and marks each carried piece")
  func wrapsWithoutLoss() {
    let line = "    let message = \"one two three four five six seven eight nine ten\""
    let pieces = TextWrapping.wrapCode(line, width: 30, marker: ">")
    #expect(pieces.count > 1)
    #expect(pieces.allSatisfy { $0.count <= 30 }, "\(pieces)")
    #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("    > ") }, "\(pieces)")
    let joined = pieces[0] + pieces.dropFirst().map { $0.dropFirst(6) }.joined()
    #expect(joined == line)
  }

  @Test("A word longer than the room is split rather than cut")
  func splitsLongWords() {
    let line = String(repeating: "x", count: 50)
    let pieces = TextWrapping.wrapCode(line, width: 20, marker: ">")
    #expect(pieces.allSatisfy { $0.count <= 20 }, "\(pieces)")
    #expect(pieces[0] + pieces.dropFirst().map { $0.dropFirst(2) }.joined() == line)
  }

  @Test("A line that fits is left alone")
  func leavesShortLines() {
    #expect(TextWrapping.wrapCode("  short", width: 20, marker: ">") == ["  short"])
  }

  @Test("A title wrapped under a mark lines up under its own first word, and keeps every word")
  func hangingTitle() {
    let title = "4. Cancel discards the draft and dismisses the screen, through the same API"
    let lead = "  [ ] "
    let lines = TextWrapping.hanging(title, width: 80 - lead.count, indent: 3)
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.allSatisfy { lead.count + $0.count <= 80 }, "\(lines)")
    #expect(lines[1].hasPrefix("   API"), "\(lines)")
    #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == title)
  }

  @Test("A mark's width on screen leaves out its colour codes")
  func markColumns() {
    let coloured = Terminal(usesColor: true, usesUnicode: true, isInteractive: true, width: 80)
    #expect(Terminal.columns(of: "  \(coloured.passMark) ") == 4)
    #expect(Terminal.columns(of: "  \(Terminal.plain.passMark) ") == 7)
  }
}
