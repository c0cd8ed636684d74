import Foundation
import Testing

@testable import TourKit

/// Screens that fit the window: the first one in an 80x40 terminal, titles
/// whole when there is room, long screens paged with the next command
/// after the pager, and a compile error's summary that keeps the
/// compiler's notes. Run on the built tour, in a sandbox holding the kit's
/// real katas.
@Suite(
  "Screens that fit: the first screen, titles, paging, compile errors",
  .enabled(if: TourBinary.testsRun), .serialized)
struct ScreensFitTests {
  /// A sandbox with every real kata of the kit (their manifests, briefs
  /// and starters), so screens are as long as a learner sees them.
  func sandboxWithRealKatas() throws -> SandboxKit {
    let kit = try SandboxKit()
    let real = try #require(Kit.locate(), "the tests run from inside the kit")
    let exercises = kit.root.appendingPathComponent("Exercises")
    try FileManager.default.removeItem(at: exercises)
    try FileManager.default.copyItem(
      at: real.root.appendingPathComponent("Exercises"), to: exercises)
    return kit
  }

  func titles(in kit: SandboxKit) throws -> [String] {
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: kit.root.appendingPathComponent("Exercises").path)
    // Exercises/harness holds the harness attacks, not a kata.
    let manifests = folders.map { kit.root.appendingPathComponent("Exercises/\($0)/kata.json") }
    return try manifests.filter { FileManager.default.fileExists(atPath: $0.path) }.map {
      manifest in
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest))
      return try #require((object as? [String: Any])?["title"] as? String)
    }
  }

  @Test("The first screen fits an 80x40 terminal, with room for the command that started it")
  func firstScreenFits() throws {
    let kit = try sandboxWithRealKatas()
    defer { kit.remove() }
    let run = try kit.run([], environment: ["COLUMNS": "80"])
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    // 40 rows, less the typed command, `swift run`'s two or three lines of
    // building and the prompt that follows.
    #expect(lines.count <= 35, "\(lines.count) lines:\n\(run.output)")
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(run.output)")
    #expect(run.output.contains("Welcome"), "\(run.output)")
    for title in try titles(in: kit) {
      #expect(run.output.contains(title), "\(title) missing or cut:\n\(run.output)")
    }
    let last = try #require(lines.last { !$0.isEmpty })
    #expect(last.contains("./tour"), "does not end with a command: \(last)")
    #expect(run.output.contains("with ./tour: it starts at once"), "\(run.output)")
  }

  @Test("The map shows each kata's title whole, at 80 columns and at 100", arguments: [80, 100])
  func mapTitlesWhole(width: Int) throws {
    let kit = try sandboxWithRealKatas()
    defer { kit.remove() }
    let run = try kit.run(["list"], environment: ["COLUMNS": "\(width)"])
    #expect(run.status == 0, "\(run.errors)")
    for title in try titles(in: kit) {
      #expect(run.output.contains(title), "\(title) missing or cut:\n\(run.output)")
    }
    let wide = run.output.split(separator: "\n").filter { $0.count > width }
    #expect(wide.isEmpty, "wider than \(width) columns: \(wide)")
  }

  @Test(
    "A screen taller than the window goes through the pager; the next command follows it",
    arguments: [["demo", "composite"], [], ["learn", "delegation"], ["progress"], ["help"]])
  func longScreensArePaged(arguments: [String]) throws {
    let kit = try sandboxWithRealKatas()
    defer { kit.remove() }
    let paged = kit.root.appendingPathComponent("paged.txt")
    let environment = [
      "COLUMNS": "80", "LINES": "24", "PAGER": "tee '\(paged.path)' >/dev/null",
    ]
    let screen = try kit.runOnTerminal(arguments, environment: environment, interactive: true)
      .replacingOccurrences(of: "\r", with: "")
    let pager = try String(contentsOf: paged, encoding: .utf8)
    let pagedLines = pager.filter { $0 == "\n" }.count
    #expect(pagedLines >= 23, "the pager was given \(pagedLines) lines: \(pager)")
    let next = try #require(screen.split(separator: "\n").last { !$0.isEmpty })
    #expect(next.contains("./tour") || next.contains("README.md"), "\(screen)")
    #expect(!pager.contains(next), "the next step is inside the pager: \(next)")
  }

  @Test("A screen that fits the window is printed, not paged")
  func shortScreensAreNotPaged() throws {
    let kit = try sandboxWithRealKatas()
    defer { kit.remove() }
    let paged = kit.root.appendingPathComponent("paged.txt")
    let environment = [
      "COLUMNS": "80", "LINES": "100", "PAGER": "tee '\(paged.path)' >/dev/null",
    ]
    let screen = try kit.runOnTerminal(
      ["demo", "composite"], environment: environment, interactive: true)
    #expect(!FileManager.default.fileExists(atPath: paged.path), "paged though it fits")
    #expect(screen.contains("Composite: live demo"), "\(screen)")
  }

  @Test("compare's design notes come after the code's pager, so q never skips them")
  func compareNotesAfterThePager() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let solution = kit.root.appendingPathComponent("Solutions/demo-kata")
    let code = (1...40).map { "let line\($0) = \($0)" }.joined(separator: "\n")
    try write(code + "\n", to: solution.appendingPathComponent("Demo.swift"))
    try write(
      "# Notes on the reference solution\n\nWhy it is so.\n",
      to: solution.appendingPathComponent("NOTES.md"))
    let paged = kit.root.appendingPathComponent("paged.txt")
    let environment = [
      "COLUMNS": "80", "LINES": "24", "PAGER": "tee -a '\(paged.path)' >/dev/null",
    ]
    let screen = try kit.runOnTerminal(
      ["compare", "demo-kata", "--peek"], environment: environment, interactive: true)
    let pager = try String(contentsOf: paged, encoding: .utf8)
    #expect(pager.contains("let line40 = 40"), "the code was not paged: \(pager)")
    #expect(!pager.contains("Why it is so."), "the notes share the code's pager")
    #expect(screen.contains("Why it is so."), "the notes are not shown: \(screen)")
  }

  @Test("compare's code pager says q leads to the design notes; the notes' pager, to the prompt")
  func comparePagersSayWhereQLeads() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let solution = kit.root.appendingPathComponent("Solutions/demo-kata")
    let code = (1...40).map { "let line\($0) = \($0)" }.joined(separator: "\n")
    try write(code + "\n", to: solution.appendingPathComponent("Demo.swift"))
    let notes = (1...40).map { "Why it is so, reason \($0).\n" }.joined(separator: "\n")
    try write("# Notes\n\n" + notes, to: solution.appendingPathComponent("NOTES.md"))
    // A `less` that writes down the prompt it was given, one line a page.
    let bin = kit.root.appendingPathComponent("bin")
    let prompts = kit.root.appendingPathComponent("prompts.txt")
    let less = bin.appendingPathComponent("less")
    try write(
      "#!/bin/sh\nfor a in \"$@\"; do case $a in -P*) echo \"$a\" >> '\(prompts.path)';; esac; done\n"
        + "cat >/dev/null\n", to: less)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: less.path)
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let environment = ["COLUMNS": "80", "LINES": "24", "PAGER": "", "PATH": bin.path + ":" + path]
    _ = try kit.runOnTerminal(
      ["compare", "demo-kata", "--peek"], environment: environment, interactive: true)
    let pages = try String(contentsOf: prompts, encoding: .utf8).split(separator: "\n")
    #expect(pages.count == 2, "\(pages)")
    #expect(
      pages.first?.contains("q for the design notes") == true
        && pages.first?.contains("stop reading") == false,
      "the code's pager does not say the notes follow: \(pages)")
    #expect(pages.last?.contains("q to stop reading") == true, "\(pages)")
  }

  @Test("A compile error keeps the compiler's notes, in plain words, without --verbose")
  func compileErrorKeepsNotes() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let output = CompilerOutput.text(
      CompilerOutput.nonConforming, root: kit.root.standardizedFileURL.path, kata: "demo-kata",
      module: "DemoKata", file: "Demo.swift")
    let captured = kit.root.appendingPathComponent("compiler-output.txt")
    try write(output + "\n", to: captured)
    // A stand-in for `swift` that answers with the real compiler's output.
    let swift = try kit.script("compiler-swift", "cat '\(captured.path)'\nexit 1\n")

    let run = try kit.run(["check", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": swift])

    #expect(run.status == 1, "\(run.errors)")
    let text = run.output.replacingOccurrences(of: "\n      ", with: " ")  // Unwrapped.
    #expect(text.contains("does not conform to protocol"), "\(run.output)")
    #expect(
      text.contains(
        "DownloadSessionDelegate requires a method downloadSession(_:task:didFinishDownloadingTo:)"
          + " that takes (DownloadSession, DownloadTask, URL) and returns nothing"),
      "the missing requirement is not named: \(run.output)")
    #expect(
      text.contains("Sources/Patterns/HeadlessNetworking/DownloadSession.swift:20"),
      "the requirement's place is not given: \(run.output)")
    #expect(
      text.contains(
        "Line 63 looks meant to meet that requirement, but it takes (DownloadSession, "
          + "DownloadTask, String)"), "the near miss is not pointed at: \(run.output)")
    #expect(!text.contains("add stubs"), "an editor's fix-it offer: \(run.output)")
    #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(run.output)")
    #expect(run.output.contains("./tour check demo-kata"), "\(run.output)")
  }
}
