import Foundation

/// The step-by-step part of `check`'s report: a mark per step, the first
/// failing step explained, the bar, and what to do next.
///
/// A kata's extra step (its pattern in today's Swift) is listed apart and
/// never holds the kata up: while a required step fails it is only listed;
/// once they all pass it is offered, with its failure explained like any
/// step's.
@MainActor
enum StepReport {
  /// `isComplete` is the verdict's: whether the kata is done.
  static func print(
    _ steps: [StepResult], isComplete: Bool, kata: Kata, context: TourContext,
    firstCheck: Bool, verbose: Bool
  ) {
    let out = context.out
    let t = context.terminal
    let required = steps.filter { !kata.isExtra(step: $0.number) }
    let extras = steps.filter { kata.isExtra(step: $0.number) }
    let firstFailing = TestVerdict.firstFailingStep(in: steps, of: kata)
    let focus = firstFailing ?? extras.first { !$0.passed }
    // When every required step passes, the bar below says so in one line:
    // listing each title again would scroll the heading off a small window.
    for step in required where firstFailing != nil {
      printStep(step, isFocus: step.number == focus?.number, kata: kata, context, verbose)
    }
    // With every step green, the closing lines say so: an extra step's
    // line alone, under no other, reads as if the rest had vanished.
    if !extras.isEmpty && (firstFailing != nil || !extras.allSatisfy(\.passed)) {
      out.line(t.dim("    Extra step, optional:"))
      for step in extras {
        printStep(step, isFocus: step.number == focus?.number, kata: kata, context, verbose)
      }
    }
    out.line()
    let passedCount = required.filter(\.passed).count
    let extraNote =
      extras.isEmpty
      ? "" : t.dim(extras.allSatisfy(\.passed) ? "  (+ the extra step)" : "  (extra step: not yet)")
    out.line("\(t.progressBar(done: passedCount, total: required.count)) steps pass" + extraNote)
    if let first = firstFailing,
      required.contains(where: { !$0.passed && $0.number != first.number })
    {
      out.line(
        t.dim("(\(t.failMark) the step to fix now; \(t.todoMark) steps that fail too, for later)"))
    }
    guard !isComplete, let failing = firstFailing else {
      out.line()
      if let extra = focus {
        out.line(t.good(t.bold("Every required step passes. Kata complete!")))
        out.paragraph(
          "Extra step: \(extra.step.title). Optional: it builds the pattern's form in "
            + "today's Swift on top of your solution. The brief's \"Extra step\" section "
            + "says what to do (\(Tour.shortCommand) kata \(kata.id)); check again when "
            + "it is in.")
        out.line("Its hints: \(Tour.shortCommand) hint \(kata.id) --step \(extra.number)")
      } else {
        out.line(
          t.good(t.bold("Every step passes\(extras.isEmpty ? "" : ", the extra one too"). "))
            + t.good(t.bold("Kata complete!")))
      }
      out.next(
        "See how the reference solution did it:", "\(Tour.shortCommand) compare \(kata.id)")
      return
    }
    if firstCheck && passedCount == 0 {
      out.paragraph(
        "That is expected: a kata starts with its tests failing. Step \(failing.number) "
          + "is your first task; the brief says which files to edit.")
    }
    out.line("Next: make step \(failing.number) pass, save, and check again.")
    out.next("Stuck?", "\(Tour.shortCommand) hint \(kata.id)")
  }

  /// One step's line; the step in focus also gets its first failure,
  /// explained.
  private static func printStep(
    _ step: StepResult, isFocus: Bool, kata: Kata, _ context: TourContext,
    _ verbose: Bool
  ) {
    let out = context.out
    let t = context.terminal
    let mark = step.passed ? t.passMark : (isFocus ? t.failMark : t.todoMark)
    // A title too long for the line is wrapped, never cut: it is the step.
    let lead = "  \(mark) "
    let leadWidth = Terminal.columns(of: lead)
    let number = "\(step.number). "
    let title = TextWrapping.hanging(
      number + step.step.title, width: t.width - leadWidth, indent: number.count)
    for (index, line) in title.enumerated() {
      let start = index == 0 ? lead : String(repeating: " ", count: leadWidth)
      out.line(start + (isFocus ? t.bold(line) : line))
    }
    guard isFocus else { return }
    switch step.status {
    case .failed(let failures):
      let first = failures[0]
      out.paragraph(first.explanation ?? first.detail, indent: 6)
      if first.explanation != nil && verbose {
        // The test's own expression, for those who asked for everything:
        // the explanation above already says it in plain words.
        // Module prefixes ("SlimTimeline.") are noise even then.
        let detail = ([kata.module] + kata.dependencies).reduce(first.detail) {
          $0.replacingOccurrences(of: $1 + ".", with: "")
        }
        for line in TextWrapping.wrap("Expected: " + detail, width: min(t.width, 80) - 6) {
          out.line(t.dim("      " + line))
        }
      }
      if failures.count > 1 {
        let more = failures.count - 1
        out.line(
          t.dim("      and \(more) more failing check\(more == 1 ? "" : "s") in this step"))
      }
    case .notRun:
      out.paragraph(
        "No test of this step ran. If you renamed or removed code the tests use, "
          + "compare with the starter in Exercises/\(kata.id)/starter.", indent: 6)
    case .passed:
      break
    }
  }
}
