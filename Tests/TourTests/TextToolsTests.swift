import Testing

@testable import TourKit

@Suite("Did you mean")
struct DidYouMeanTests {
  @Test("A one-letter typo finds the command")
  func typo() {
    #expect(DidYouMean.suggestion(for: "chek", among: ["check", "hint", "list"]) == "check")
  }

  @Test("A unique prefix finds the command")
  func prefix() {
    #expect(DidYouMean.suggestion(for: "comp", among: ["compare", "check"]) == "compare")
  }

  @Test("Something unrelated suggests nothing")
  func unrelated() {
    #expect(DidYouMean.suggestion(for: "banana", among: ["check", "hint"]) == nil)
  }

  @Test("The advice repeats the typed line with the mistake put right, options kept")
  func adviceRepeatsTheLine() {
    #expect(
      DidYouMean.advice(
        "slim-timeline", command: "check", arguments: ["slim-timelin", "--verbose"],
        replacing: "slim-timelin")
        == "Did you mean `slim-timeline`? Run:\n  ./tour check slim-timeline --verbose"
    )
    #expect(
      DidYouMean.advice(
        "--step", command: "hint", arguments: ["--step=2"], replacing: "--step=2",
        with: ["--step", "2"])
        == "Did you mean `--step`? Run:\n  ./tour hint --step 2")
    #expect(
      DidYouMean.advice("check", command: "check", arguments: ["demo-kata"])
        == "Did you mean `check`? Run:\n  ./tour check demo-kata")
  }

  @Test("Edit distance counts insertions, deletions and substitutions")
  func distance() {
    #expect(DidYouMean.distance("kitten", "sitting") == 3)
    #expect(DidYouMean.distance("", "abc") == 3)
    #expect(DidYouMean.distance("same", "same") == 0)
  }
}

@Suite("Text wrapping")
struct TextWrappingTests {
  @Test("Lines stay within the width and keep every word")
  func wrapsWithinWidth() {
    let text = "one two three four five six seven eight nine ten eleven twelve"
    let lines = TextWrapping.wrap(text, width: 20)
    #expect(lines.allSatisfy { $0.count <= 20 })
    #expect(lines.joined(separator: " ") == text)
  }

  @Test("Existing line breaks are kept")
  func keepsBreaks() {
    #expect(TextWrapping.wrap("a\nb", width: 40) == ["a", "b"])
  }

  @Test("Truncation marks the cut")
  func truncates() {
    #expect(TextWrapping.truncate("abcdefghij", to: 5, ellipsis: "...") == "ab...")
    #expect(TextWrapping.truncate("abc", to: 5) == "abc")
  }
}

@Suite("Side-by-side diff")
struct SideBySideDiffTests {
  @Test("Equal texts have no changes")
  func equal() {
    let diff = SideBySideDiff(left: ["a", "b"], right: ["a", "b"])
    #expect(!diff.hasChanges)
  }

  @Test("A changed line is paired across both columns")
  func changedLine() {
    let diff = SideBySideDiff(left: ["a", "old", "c"], right: ["a", "new", "c"])
    #expect(diff.rows == [.same("a"), .changed(left: "old", right: "new"), .same("c")])
  }

  @Test("Added and removed lines stand alone on their side")
  func addedAndRemoved() {
    let added = SideBySideDiff(left: ["a"], right: ["a", "b"])
    #expect(added.rows == [.same("a"), .changed(left: nil, right: "b")])
    let removed = SideBySideDiff(left: ["a", "b"], right: ["a"])
    #expect(removed.rows == [.same("a"), .changed(left: "b", right: nil)])
  }

  @Test("Long runs of equal lines are folded, keeping context around a change")
  func folds() {
    let left = (1...20).map(String.init)
    var right = left
    right[10] = "changed"
    let rows = SideBySideDiff(left: left, right: right, context: 2).rows
    #expect(rows.first == .folded(8))
    #expect(rows.contains(.changed(left: "11", right: "changed")))
    #expect(rows.last == .folded(7))
  }
}
