import Foundation
import Testing

@testable import TourKit

/// Screens whose text comes from the kit's Markdown (hints, design notes)
/// and from the commands' own usage: wrapped at words to the terminal's
/// width, never left for the terminal to break mid-word, and paged from
/// their top when taller than the window. Run on the built tour, in a
/// sandbox holding the kit's real katas.
@Suite(
  "Screens that fit: Markdown wrapped at words, hints paged from the first",
  .enabled(if: TourBinary.testsRun), .serialized)
struct ScreensWrappedTests {
  @Test("compare's design notes are wrapped at words to 80 columns, every word kept")
  func compareNotesWrapped() throws {
    let kit = try ScreensFitTests().sandboxWithRealKatas()
    defer { kit.remove() }
    let real = try #require(Kit.locate(), "the tests run from inside the kit")
    let kata = "untangle-qwinkle"
    let solution = kit.root.appendingPathComponent("Solutions/\(kata)")
    try FileManager.default.createDirectory(
      at: solution.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: real.root.appendingPathComponent("Solutions/\(kata)"), to: solution)
    try FileManager.default.copyItem(
      at: real.root.appendingPathComponent("Exercises/\(kata)/starter"),
      to: kit.root.appendingPathComponent("Sources/Katas/UntangleQwinkle"))
    let notes = try String(
      contentsOf: solution.appendingPathComponent("NOTES.md"), encoding: .utf8)
    #expect(notes.split(separator: "\n").contains { $0.count > 80 }, "no long line to wrap")

    let run = try kit.run(["compare", kata, "--peek"], environment: ["COLUMNS": "80"])
    #expect(run.status == 0, "\(run.errors)")
    let wide = run.output.split(separator: "\n").filter { $0.count > 80 }
    #expect(wide.isEmpty, "wider than 80 columns: \(wide)")
    // The words as a reader meets them: no Markdown marks, no bullets.
    let marks: Set<Substring> = ["#", "##", "###", "-", "*", "•", "```", "```swift"]
    let words = { (text: String) in
      text.replacingOccurrences(of: "**", with: "").split(whereSeparator: \.isWhitespace)
        .filter { !marks.contains($0) }
    }
    let title = "Notes on the reference solution"
    let start = try #require(run.output.range(of: title.uppercased()), "\(run.output)")
    let shown = words(String(run.output[start.upperBound...]))
    let titleInNotes = try #require(notes.range(of: title))
    let written = words(String(notes[titleInNotes.upperBound...]))
    #expect(
      shown.starts(with: written.prefix(200)),
      "a word of the notes was cut or lost:\n\(run.output)")
  }

  @Test("A long line of Markdown is wrapped at its words, a code span coloured on both lines")
  @MainActor
  func markdownWrapsLongLines() {
    var text = ""
    let terminal = Terminal(usesColor: true, usesUnicode: true, isInteractive: false, width: 60)
    let out = Output(terminal: terminal) { text += $0 }
    let line =
      String(repeating: "word ", count: 9) + "`a code span that wraps` and more words after it"
    MarkdownPrinter(terminal: terminal).print("- " + line + "\n    " + line, to: out)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { Terminal.columns(of: $0) <= 60 }, "\(lines)")
    #expect(lines.count == 4, "\(lines)")
    #expect(lines[1].hasPrefix("  ") && lines[3].hasPrefix("    "), "\(lines)")
    // The span opens on the first line and is still coloured on the second.
    #expect(lines[1].hasPrefix("  \u{1B}[36m"), "\(lines)")
  }

  @Test("The third hint on an 80x24 terminal is paged from the first, the next command after")
  func thirdHintPagedFromTheFirst() throws {
    let kit = try ScreensFitTests().sandboxWithRealKatas()
    defer { kit.remove() }
    let hint = ["hint", "compose-message", "--step", "1"]
    for _ in 1...2 { #expect(try kit.run(hint).status == 0) }
    let paged = kit.root.appendingPathComponent("paged.txt")
    let environment = [
      "COLUMNS": "80", "LINES": "24", "PAGER": "tee '\(paged.path)' >/dev/null",
    ]
    let screen = try kit.runOnTerminal(hint, environment: environment, interactive: true)
      .replacingOccurrences(of: "\r", with: "")
    let pager = try String(contentsOf: paged, encoding: .utf8)
    let first = pager.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.contains("Compose a message"), "the pager opens on \(first)")
    for tier in 1...3 { #expect(pager.contains("Hint \(tier) of 3"), "\(pager)") }
    let last = try #require(screen.split(separator: "\n").last { !$0.isEmpty })
    #expect(last.contains("./tour compare compose-message --peek"), "\(screen)")
    #expect(!pager.contains("./tour compare"), "the next step is inside the pager")
  }
}
