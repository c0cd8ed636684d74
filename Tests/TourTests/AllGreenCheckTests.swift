import Foundation
import Testing

@testable import TourKit

/// The report of a check in which every step passes fits an 80x24 window,
/// with its heading and building lines, for every kata of the kit.
@Suite("An all-green check fits 80x24")
@MainActor
struct AllGreenCheckTests {
  /// Every kata of the kit, each with all of its steps passing, and once
  /// more with the extra step still failing.
  @Test("Every required step passing: the report and what comes before it fit 24 rows")
  func allGreenFits() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    var text = ""
    let out = Output(
      terminal: Terminal(usesColor: false, usesUnicode: true, isInteractive: false, width: 80),
      write: { text += $0 })
    let context = TourContext(kit: kit, out: out)
    #expect(!context.catalogue.katas.isEmpty)
    for kata in context.catalogue.katas {
      for extraPasses in [true, false] {
        text = ""
        let steps = kata.steps.enumerated().map { index, step in
          let passes = extraPasses || !kata.isExtra(step: index + 1)
          return StepResult(
            number: index + 1, step: step,
            status: passes
              ? .passed
              : .failed([FailureMessage(explanation: "the extra step fails", detail: "")]),
            testCount: 1)
        }
        StepReport.print(
          steps, isComplete: true, kata: kata, context: context, firstCheck: false,
          verbose: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // Before the report: the typed command, the heading, its rule,
        // "Building and testing… 1.2 s" and a blank line; after it, the
        // shell's prompt.
        #expect(lines.count + 6 <= 24, "\(kata.id): \(lines.count) lines:\n\(text)")
        #expect(lines.allSatisfy { Terminal.columns(of: String($0)) <= 80 }, "\(text)")
        #expect(text.contains("Kata complete!"), "\(text)")
        #expect(text.contains("compare \(kata.id)"), "\(text)")
      }
    }
  }
}
