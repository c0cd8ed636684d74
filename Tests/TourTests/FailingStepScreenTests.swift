import Foundation
import Testing

@testable import TourKit

/// The step to fix, as `check` and `watch` show it: every failing check
/// named, one line each, and the first one's message in full, within an
/// 80x24 window, for every step of every kata of the kit.
@Suite("A failing step names its checks and fits 80x24")
@MainActor
struct FailingStepScreenTests {
  /// A message as long as the longest a kata's test gives (about 570
  /// characters, eight lines under a step).
  static let longMessage =
    "A target was registered for the completed tap, then the button was tapped once. "
    + "Its action should have run once, with the button as sender, but the calls were "
    + "[\"recorder.tapped from Send\", \"recorder.tapped from Send\"]. Look in "
    + "ComposeControls/ActionTable.swift: what the table keeps when a target is added, "
    + "and what it does with it when an event is sent, and whether the entry it keeps "
    + "is the one it looks up again. The same table serves every control, so what is "
    + "kept for one event must never answer for another: look at the key it files it "
    + "under. END."

  /// `count` failing checks, each with its name; the first has the long message.
  static func failures(_ count: Int) -> [FailureMessage] {
    (1...count).map { index in
      FailureMessage(
        explanation: index == 1 ? longMessage : "Message \(index).", detail: "x == \(index)"
      ).named("Check number \(index) of the step, which the learner reads by its name")
    }
  }

  /// The report of `kata` with step `focus` (and every step after it)
  /// failing `checks` checks, printed below `above` lines already on the
  /// screen; its lines, and the text.
  static func report(
    _ kata: Kata, focus: Int, checks: Int, terminal: Terminal, above: Int, footer: Int = 0,
    context: (Output) -> TourContext
  ) -> [Substring] {
    var text = ""
    let out = Output(terminal: terminal) { text += $0 }
    let context = context(out)
    if footer > 0 { out.clearScreen() }
    out.footerLines = footer
    for index in 0..<(above - (footer > 0 ? 0 : 1)) { out.line("line above \(index)") }
    text = ""
    let steps = kata.steps.enumerated().map { index, step in
      StepResult(
        number: index + 1, step: step,
        status: index + 1 < focus ? .passed : .failed(failures(checks)), testCount: checks)
    }
    StepReport.print(
      steps, isComplete: false, kata: kata, context: context, firstCheck: false, verbose: false)
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  static let kit = Kit.locate()

  static func context(_ out: Output) -> TourContext {
    TourContext(kit: kit!, out: out)
  }

  @Test("Piped, every failing check is named on a line of its own, the first with its message")
  func pipedNamesEveryCheck() throws {
    let kit = try #require(Self.kit, "the tests run from inside the kit")
    let kata = try #require(
      TourContext(kit: kit, out: Output(terminal: .plain) { _ in })
        .catalogue.katas.first)
    let lines = Self.report(
      kata, focus: 1, checks: 18, terminal: .plain, above: 4, context: Self.context)
    let text = lines.joined(separator: "\n")
    for index in 1...18 {
      let named = lines.filter { $0.contains("Check number \(index) of the step") }
      #expect(named.count == 1, "check \(index) is named \(named.count) times:\n\(text)")
    }
    let message = text.replacingOccurrences(of: "\n        ", with: " ")
    #expect(message.contains(Self.longMessage), "the first message is not whole:\n\(text)")
    #expect(!text.contains("Message 2."), "only the first check's message is shown:\n\(text)")
    #expect(!text.contains("more failing"), "\(text)")
    #expect(lines.allSatisfy { Terminal.columns(of: String($0)) <= 80 }, "\(text)")
  }

  @Test(
    "On an 80x24 terminal, check and watch keep the step's title and message on screen",
    arguments: [0, 3])
  func fitsTheWindow(footer: Int) throws {
    let kit = try #require(Self.kit, "the tests run from inside the kit")
    let terminal = Terminal(
      usesColor: false, usesUnicode: true, isInteractive: true, width: 80, rows: 24)
    let katas = TourContext(kit: kit, out: Output(terminal: .plain) { _ in }).catalogue.katas
    #expect(!katas.isEmpty)
    for kata in katas {
      for focus in kata.requiredSteps.indices.map({ $0 + 1 }) {
        // Above the report: the typed command (`check` only), the
        // heading, its rule, "Building and testing… 1.2 s" and a blank.
        let lines = Self.report(
          kata, focus: focus, checks: 18, terminal: terminal, above: footer > 0 ? 4 : 5,
          footer: footer, context: Self.context)
        let text = lines.joined(separator: "\n")
        let onScreen = (footer > 0 ? 4 : 5) + lines.count + footer
        #expect(onScreen <= 23, "\(kata.id) step \(focus): \(onScreen) rows:\n\(text)")
        let title = kata.steps[focus - 1].title.split(separator: " ").prefix(3)
          .joined(separator: " ")
        #expect(text.contains("\(focus). \(title)"), "\(kata.id) step \(focus):\n\(text)")
        #expect(text.contains("END."), "\(kata.id) step \(focus): message cut:\n\(text)")
        #expect(text.contains("Check number 1 of"), "\(kata.id) step \(focus):\n\(text)")
        #expect(lines.allSatisfy { Terminal.columns(of: String($0)) <= 80 }, "\(text)")
        if text.contains("more failing") {
          #expect(
            text.contains("\(Tour.shortCommand) check \(kata.id) --all"),
            "\(kata.id) step \(focus): the hidden checks are not shown a way to see:\n\(text)")
        }
      }
    }
  }

  /// A session's message, as long as the longest (a two-column panel):
  /// about 30 lines.
  static let sessionMessage =
    "In this session, your app and the app as it should be part ways:\n"
    + "  1. Open a new message.\n  2. Tap Clear on message 1.\nAfter step 2:\n\n"
    + (1...24).map { "  Row \($0) of the panel" }.joined(separator: "\n") + "\nEND."

  /// The kit's kata with an extra step, its required steps passing and
  /// its extra step failing two checks, the first with `message`.
  static func completeButTheExtraStep(
    message: String, terminal: Terminal, all: Bool = false
  ) throws -> (kata: Kata, lines: [Substring]) {
    let kit = try #require(kit, "the tests run from inside the kit")
    let katas = TourContext(kit: kit, out: Output(terminal: .plain) { _ in }).catalogue.katas
    let kata = try #require(katas.first { !$0.extraStepNumbers.isEmpty })
    let steps = kata.steps.enumerated().map { index, step in
      StepResult(
        number: index + 1, step: step,
        status: kata.isExtra(step: index + 1)
          ? .failed([
            FailureMessage(explanation: message, detail: "x").named("In any session, Clear too"),
            FailureMessage(explanation: "Two.", detail: "y").named("The second check"),
          ]) : .passed,
        testCount: 2)
    }
    var text = ""
    let out = Output(terminal: terminal) { text += $0 }
    // The typed command, the heading, its rule, the build's clock, a blank.
    for index in 0..<4 { out.line("line above \(index)") }
    text = ""
    StepReport.print(
      steps, isComplete: true, kata: kata, context: Self.context(out), firstCheck: false,
      verbose: false, all: all)
    return (kata, text.split(separator: "\n", omittingEmptySubsequences: false).dropLast())
  }

  @Test("Complete but for the extra step: the screen fits 80x24, the message's start kept")
  func completeButTheExtraStepFits() throws {
    let terminal = Terminal(
      usesColor: false, usesUnicode: true, isInteractive: true, width: 80, rows: 24)
    let (kata, lines) = try Self.completeButTheExtraStep(
      message: Self.sessionMessage, terminal: terminal)
    let text = lines.joined(separator: "\n")
    #expect(5 + lines.count <= 23, "\(5 + lines.count) rows:\n\(text)")
    let extra = try #require(kata.extraStepNumbers.first)
    let title = kata.steps[extra - 1].title.split(separator: " ").prefix(3)
      .joined(separator: " ")
    #expect(text.contains("\(extra). \(title)"), "the step's title is gone:\n\(text)")
    #expect(text.contains("In any session, Clear too"), "the check's name is gone:\n\(text)")
    #expect(text.contains("In this session, your app"), "the message's start is gone:\n\(text)")
    #expect(text.contains("Row 1 of the panel"), "as much as fits is not kept:\n\(text)")
    #expect(!text.contains("END."), "the message was not cut:\n\(text)")
    #expect(text.contains("more lines: \(Tour.shortCommand) check \(kata.id) --all"), "\(text)")
    #expect(text.contains("Kata complete!"), "\(text)")
    #expect(lines.allSatisfy { Terminal.columns(of: String($0)) <= 80 }, "\(text)")
  }

  @Test("check --all gives every failing check and the whole message, whatever the window")
  func allGivesEverything() throws {
    let terminal = Terminal(
      usesColor: false, usesUnicode: true, isInteractive: true, width: 80, rows: 24)
    // A pager of `cat` is no pager: the page is printed, here to the test.
    let pager = getenv("PAGER").map { String(cString: $0) }
    setenv("PAGER", "cat", 1)
    defer { if let pager { setenv("PAGER", pager, 1) } else { unsetenv("PAGER") } }
    let (_, lines) = try Self.completeButTheExtraStep(
      message: Self.sessionMessage, terminal: terminal, all: true)
    let text = lines.joined(separator: "\n")
    #expect(text.contains("END.") && text.contains("Row 24 of"), "the message was cut:\n\(text)")
    #expect(text.contains("The second check"), "a check is not named:\n\(text)")
    #expect(!text.contains("--all"), "\(text)")
  }
}
