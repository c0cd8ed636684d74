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
  ///
  /// On a terminal the report keeps the screen's top in view: the failing
  /// checks named under the step to fix are as many as the room left
  /// below what is already on the screen (and `watch`'s keys) allows, and
  /// a message still too tall for it is cut, its start kept. Printed for a
  /// pipe or a file, or with `all` (`check --all`, paged), it names them
  /// all and gives the message whole.
  static func print(
    _ steps: [StepResult], isComplete: Bool, kata: Kata, context: TourContext,
    firstCheck: Bool, verbose: Bool, all: Bool = false
  ) {
    let out = context.out
    let report = { (room: Int, fold: Int, messageRoom: Int) in
      printReport(
        steps, isComplete: isComplete, kata: kata, context: context, firstCheck: firstCheck,
        verbose: verbose, budget: Budget(room: room, fold: fold, messageRoom: messageRoom))
    }
    let screen = { (room: Int, fold: Int, messageRoom: Int) in
      if let next = report(room, fold, messageRoom) { out.next(next.explanation, next.command) }
    }
    guard out.terminal.isInteractive, !all else {
      // The next step comes after the pager, where quitting it early
      // still leaves it on the screen.
      var next: (explanation: String, command: String)?
      out.paged(linesAfter: 3) { next = report(.max, 0, .max) }
      if let next { out.next(next.explanation, next.command) }
      return
    }
    // The last row stays free for the cursor (or the shell's prompt).
    let limit = out.terminal.rows - 1 - out.linesOnScreen - out.footerLines
    let lines = { (room: Int, fold: Int, messageRoom: Int) in
      Output.lineCount(out.capture { screen(room, fold, messageRoom) })
    }
    // Too tall even so (a long message, many steps, under `watch`): the
    // steps before the one to fix are folded into a line, then those after
    // (the closing words shortened, when the step is the extra one). The
    // line that says how many more fail, counted in the least report, can
    // hold a name instead.
    for fold in 0...2 {
      let room = limit + 1 - lines(0, fold, .max)
      if room >= 1 { return screen(room, fold, .max) }
    }
    // Taller than the window still: the message keeps as many of its
    // first lines as fit, and a line says how to read it whole.
    // (Cut to its least, a message keeps a line and the one that says so.)
    let least = lines(0, 2, 2)
    screen(0, 2, max(2 + limit - least, 2))
  }

  /// How much of the report fits: `room` failing checks named beyond the
  /// first; `fold` 1 folds the steps before the one to fix into a line
  /// (and shortens the closing words of a kata complete but for its extra
  /// step), 2 those after it as well; `messageRoom` lines of the first
  /// check's message.
  struct Budget {
    var room: Int
    var fold: Int
    var messageRoom: Int
  }

  /// The report within `budget`; returns the next step, for the caller
  /// to print after it (nil under `watch`, whose keys come next).
  private static func printReport(
    _ steps: [StepResult], isComplete: Bool, kata: Kata, context: TourContext,
    firstCheck: Bool, verbose: Bool, budget: Budget
  ) -> (explanation: String, command: String)? {
    let out = context.out
    let t = context.terminal
    let fold = budget.fold
    let required = steps.filter { !kata.isExtra(step: $0.number) }
    let extras = steps.filter { kata.isExtra(step: $0.number) }
    let firstFailing = TestVerdict.firstFailingStep(in: steps, of: kata)
    let focus = firstFailing ?? extras.first { !$0.passed }
    let show = { (step: StepResult) in
      printStep(step, isFocus: step.number == focus?.number, kata: kata, context, verbose, budget)
    }
    // When every required step passes, the bar below says so in one line:
    // listing each title again would scroll the heading off a small window.
    if let failing = firstFailing {
      let before = required.filter { $0.number < failing.number }
      if fold >= 1 && !before.isEmpty {
        out.line(
          "  \(t.passMark) " + t.dim(range(before) + (before.count == 1 ? " passes" : " pass")))
      } else {
        before.forEach(show)
      }
      show(failing)
      let after = steps.filter { $0.number > failing.number }
      if fold >= 2 && !after.isEmpty {
        let optional = after.contains { kata.isExtra(step: $0.number) }
        out.line(
          "  \(t.todoMark) "
            + t.dim(range(after) + ": after this one" + (optional ? " (the extra step too)" : "")))
      } else {
        required.filter { $0.number > failing.number }.forEach(show)
      }
    }
    // With every step green, the closing lines say so: an extra step's
    // line alone, under no other, reads as if the rest had vanished.
    let extrasFolded = firstFailing != nil && fold >= 2
    if !extras.isEmpty && !extrasFolded && (firstFailing != nil || !extras.allSatisfy(\.passed)) {
      out.line(t.dim("    Extra step, optional:"))
      extras.forEach(show)
    }
    out.line()
    let passedCount = required.filter(\.passed).count
    let extraNote =
      extras.isEmpty
      ? "" : t.dim(extras.allSatisfy(\.passed) ? "  (+ the extra step)" : "  (extra step: not yet)")
    out.line("\(t.progressBar(done: passedCount, total: required.count)) steps pass" + extraNote)
    if let first = firstFailing, fold < 2,
      required.contains(where: { !$0.passed && $0.number != first.number })
    {
      out.line(
        t.dim("(\(t.failMark) the step to fix now; \(t.todoMark) steps that fail too, for later)"))
    }
    let compare = "\(Tour.shortCommand) compare \(kata.id)"
    guard !isComplete, let failing = firstFailing else {
      out.line()
      if let extra = focus {
        out.line(t.good(t.bold("Every required step passes. Kata complete!")))
        // Short of room, the step's title above says the rest.
        guard fold == 0 else {
          out.paragraph(
            "The extra step is optional: \(Tour.shortCommand) kata \(kata.id) says what to do.")
          return ("See how the reference solution did it:", compare)
        }
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
      return ("See how the reference solution did it:", compare)
    }
    if firstCheck && passedCount == 0 {
      out.paragraph(
        "That is expected: a kata starts with its tests failing. Step \(failing.number) "
          + "is your first task; the brief says which files to edit.")
    }
    // Under `watch` its keys come next: it checks again on every save.
    guard out.footerLines == 0 else { return nil }
    // Folded as far as it goes, the screen keeps its rows for the message.
    if fold < 2 { out.line("Next: make step \(failing.number) pass, save, and check again.") }
    return ("Stuck?", "\(Tour.shortCommand) hint \(kata.id)")
  }

  /// "Step 3", "Steps 1 and 2", "Steps 1 to 4": the steps a folded line
  /// stands for (numbers in a row).
  private static func range(_ steps: [StepResult]) -> String {
    guard let first = steps.first?.number, let last = steps.last?.number else { return "" }
    if first == last { return "Step \(first)" }
    return "Steps \(first) \(last == first + 1 ? "and" : "to") \(last)"
  }

  /// One step's line; the step in focus also gets its first failure,
  /// explained.
  private static func printStep(
    _ step: StepResult, isFocus: Bool, kata: Kata, _ context: TourContext,
    _ verbose: Bool, _ budget: Budget
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
      let all = "\(Tour.shortCommand) check \(kata.id) --all"
      FailingChecks(failures).print(room: budget.room, all: all, context: context) {
        first, indent in
        let message = out.capture {
          out.paragraph(first.explanation ?? first.detail, indent: indent)
          guard first.explanation != nil && verbose else { return }
          // The test's own expression, for those who asked for everything:
          // the explanation above already says it in plain words.
          // Module prefixes ("SlimTimeline.") are noise even then.
          let detail = ([kata.module] + kata.dependencies).reduce(first.detail) {
            $0.replacingOccurrences(of: $1 + ".", with: "")
          }
          let width = min(t.width, 80) - indent
          for line in TextWrapping.wrap("Expected: " + detail, width: width) {
            out.line(t.dim(String(repeating: " ", count: indent) + line))
          }
        }
        printCut(message, to: budget.messageRoom, indent: indent, all: all, context: context)
      }
    case .notRun:
      out.paragraph(
        "No test of this step ran. If you renamed or removed code the tests use, "
          + "compare with the starter in Exercises/\(kata.id)/starter.", indent: 6)
    case .passed:
      break
    }
  }

  /// `message` as printed, or, when it is taller than `room` lines, its
  /// first lines and one that says how many more there are and how to see
  /// them: the start of a message says what went wrong.
  private static func printCut(
    _ message: String, to room: Int, indent: Int, all: String, context: TourContext
  ) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    guard lines.count > room else { return context.out.partial(message) }
    var kept = lines.prefix(max(room - 1, 1))
    while kept.count > 1, kept.last?.allSatisfy({ $0 == " " }) == true { kept.removeLast() }
    for line in kept { context.out.line(String(line)) }
    let t = context.terminal
    let hidden = lines.count - kept.count
    context.out.line(
      String(repeating: " ", count: indent)
        + t.dim("\(t.ellipsis) \(hidden) more \(hidden == 1 ? "line" : "lines"): \(all)"))
  }
}
