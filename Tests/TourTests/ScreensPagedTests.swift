import Foundation
import Testing

@testable import TourKit

/// Screens as a learner meets them on a terminal: no line left for the
/// terminal to break mid-word, and a screen that would not fit with the
/// lines after it is paged from its top. Run on the built tour, in a
/// sandbox holding the kit's real katas.
@Suite(
  "Screens that fit: lines wrapped by the tour, pages counted with what follows",
  .enabled(if: TourBinary.testsRun), .serialized)
struct ScreensPagedTests {
  @Test(
    "No line of a screen is wider than 80 columns",
    arguments: [
      ["help"], ["recap"], ["learn", "target-action"], ["learn", "resource-observation"],
      ["list"], [],
    ])
  func noLineWiderThanTheScreen(arguments: [String]) throws {
    let kit = try ScreensFitTests().sandboxWithRealKatas()
    defer { kit.remove() }
    let run = try kit.run(arguments, environment: ["COLUMNS": "80"])
    #expect(run.status == 0, "\(run.errors)")
    let wide = run.output.split(separator: "\n").filter { $0.count > 80 }
    #expect(wide.isEmpty, "wider than 80 columns: \(wide)")
  }

  @Test("help's recap entry breaks at a word, under its own column")
  func helpWrapsAtAWord() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let run = try kit.run(["help"], environment: ["COLUMNS": "80"])
    let lines = run.output.split(separator: "\n").map(String.init)
    let recap = try #require(lines.firstIndex { $0.hasPrefix("  recap") }, "\(run.output)")
    #expect(lines[recap].hasSuffix("where you will"), "\(lines[recap])")
    #expect(lines[recap + 1] == String(repeating: " ", count: 32) + "meet it", "\(run.output)")
  }

  @Test("The first screen at 100x30, with the five lines after it, is paged from its top")
  func firstScreenPagedAt100x30() throws {
    let kit = try ScreensFitTests().sandboxWithRealKatas()
    defer { kit.remove() }
    let paged = kit.root.appendingPathComponent("paged.txt")
    let environment = [
      "COLUMNS": "100", "LINES": "30", "PAGER": "tee '\(paged.path)' >/dev/null",
    ]
    let screen = try kit.runOnTerminal([], environment: environment, interactive: true)
    let pager = try String(contentsOf: paged, encoding: .utf8)
    let first = pager.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.contains("Welcome to Patterns Kit"), "the pager opens on \(first)")
    let last = try #require(screen.split(separator: "\n").last { !$0.isEmpty })
    #expect(last.contains("./tour help"), "\(screen)")
    #expect(!pager.contains("All commands"), "the next step is inside the pager")
  }
}
