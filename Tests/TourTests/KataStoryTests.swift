import Foundation
import Testing

@testable import TourKit

/// A story file as `StoryTeller` writes one: a note, two calls, a drawing,
/// one thing fine and one wrong, told to its end.
private let told = [
  "note\tThe user taps Send.",
  "call\tActionButton \"Send\"\tsends the tap to its targets: ComposeViewController",
  "call\tOutbox\tholds [\"hi\"]",
  "screen\tThe screen:",
  "view\tWindow (0, 0, 320, 480)",
  "view\t└─ Label \"hi\"",
  "fine\tThe draft went to the outbox.",
  "wrong\tThe closed screen is still in memory.",
  "end",
].joined(separator: "\n")

@Suite("A kata's story, as run reads and prints it")
struct KataStoryTests {
  @Test("Each line of the file becomes an entry; the end and what went wrong are kept")
  func parses() {
    let story = KataStory.parse(told)

    #expect(story.entries.count == 6)
    #expect(
      story.entries[3]
        == .screen(title: "The screen:", lines: ["Window (0, 0, 320, 480)", "└─ Label \"hi\""]))
    #expect(story.isFinished)
    #expect(story.problems == ["The closed screen is still in memory."])
    #expect(!story.endsWell)
  }

  @Test("A story cut short by a trap keeps what it told, and does not end well")
  func cutShort() {
    let story = KataStory.parse("note\tThe user pulls.\nfine\tThe spinner turns.\n")

    #expect(story.entries == [.note("The user pulls."), .fine("The spinner turns.")])
    #expect(!story.isFinished && !story.endsWell)
  }

  @Test("Lines it does not know, and a drawing line with no title, are skipped")
  func skipsWhatItDoesNotKnow() {
    let story = KataStory.parse("view\torphan\nsomething\telse\ncall\tonly an actor\nend\n")

    #expect(story.entries.isEmpty)
    #expect(story.endsWell, "told to its end with nothing wrong")
  }

  @Test("Printed as demo prints a trace: actors in a column, drawings indented, marks")
  func printsLikeATrace() {
    let lines = KataStory.parse(told).lines(width: 80).map(\.text)

    #expect(
      lines == [
        "The user taps Send.",
        "  ActionButton \"Send\"  sends the tap to its targets: ComposeViewController",
        "  Outbox               holds [\"hi\"]",
        "The screen:",
        "    Window (0, 0, 320, 480)",
        "    └─ Label \"hi\"",
        "  ✔ The draft went to the outbox.",
        "  ✘ The closed screen is still in memory.",
      ])
  }

  @Test(
    "At any width every line fits: calls and marks wrap, drawings are cut", arguments: [40, 60, 80])
  func fits(width: Int) {
    let long = String(repeating: "word ", count: 30)
    let story = KataStory.parse(
      [
        "call\tnetwork\t\(long)", "wrong\t\(long)", "screen\tWide:",
        "view\t" + String(repeating: "─", count: 100), "end",
      ].joined(separator: "\n"))

    let lines = story.lines(width: width, fineMark: "[ok]", wrongMark: "[x]")

    #expect(lines.allSatisfy { $0.text.count <= width }, "\(lines.map(\.text))")
    #expect(lines.contains { $0.text.hasSuffix("…") }, "the wide drawing is cut, and says so")
    #expect(lines.filter { $0.kind == .wrong }.count > 1, "the wrong mark's text wraps")
    #expect(story.drawingsCut(at: width) == ["Wide:"])
    #expect(KataStory.parse(told).drawingsCut(at: 80).isEmpty)
  }
}

@Suite("verify holds each story to its promise")
struct StoryCheckTests {
  private func kata() throws -> Kata {
    try JSONDecoder().decode(
      Kata.self,
      from: Data(
        """
        {"id": "demo-kata", "title": "Demo", "pattern": "delegation", "module": "DemoKata",
         "files": ["A.swift"],
         "steps": [{"suite": "Step1", "title": "One", "failsOnStarter": true}]}
        """.utf8))
  }

  /// A run of the test program that told `stories`, by test module.
  private func telling(_ stories: [String: String], signalled: Bool = false) -> StoryRun.Result {
    StoryRun.Result(
      stories: stories.mapValues(KataStory.parse),
      process: ProcessRunner.Result(
        status: signalled ? 11 : 0, wasSignalled: signalled, output: "", seconds: 0.1))
  }

  private let wrong = "note\tThe user pulls.\nwrong\tThe spinner is still turning.\nend\n"
  private let well = "note\tThe user pulls.\nfine\tThe spinner stopped.\nend\n"

  @Test("A problem on the starter and a good ending on the solution, twice alike: no problem")
  func keptItsPromise() throws {
    let run = telling(["DemoKataTests": wrong, "DemoKataSolutionTests": well])

    #expect(StoryCheck.judge(try kata(), first: run, second: run).isEmpty)
  }

  @Test("A starter that ends well, or a solution that goes wrong, is named")
  func brokenPromises() throws {
    let run = telling(["DemoKataTests": well, "DemoKataSolutionTests": wrong])
    let problems = StoryCheck.judge(try kata(), first: run, second: run)

    #expect(problems.contains { $0.hasPrefix("story, starter: ends well") }, "\(problems)")
    #expect(problems.contains("story, solution: The spinner is still turning."), "\(problems)")
  }

  @Test("A story told differently the second time, or never finished, is named")
  func differentOrUnfinished() throws {
    let first = telling(["DemoKataTests": wrong, "DemoKataSolutionTests": well])
    let second = telling(
      [
        "DemoKataTests": wrong.replacingOccurrences(of: "pulls", with: "taps"),
        "DemoKataSolutionTests": "note\tThe user pulls.\n",
      ], signalled: true)
    let problems = StoryCheck.judge(try kata(), first: second, second: first)

    #expect(problems.contains("story, starter: told differently the second time"), "\(problems)")
    #expect(problems.contains { $0.hasPrefix("story, solution: was not told to its end") })
  }
}
