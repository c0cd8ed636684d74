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
      }
    }
  }
}
