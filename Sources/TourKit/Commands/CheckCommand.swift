import Foundation

/// `check [kata]`: builds the learner's code for one kata, runs its tests and
/// reports step by step.
enum CheckCommand: TourCommand {
  static let name = "check"
  static let arguments = "[kata] [--verbose]"
  static let summary = "Test your code for a kata, step by step"
  static let details = """
    Builds only that kata (in a package under .tour/build that declares the \
    toolkit and this one kata, so another kata that does not compile cannot \
    get in the way), runs only its tests, \
    and shows which steps pass and the first one to fix, in plain words. \
    Compiler errors are trimmed to your files. --verbose adds the compiler's \
    and the tests' full output. A build already under way in that package \
    (another terminal's check, or the one `kata` started) finishes first.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let (words, flags) = try parse(arguments, flags: ["--verbose"])
    try expectAtMost(1, words)
    let kata = try context.kata(named: words.first)
    StopSignal.install()  // So Ctrl-C mid-build says "stopped", not "crashed".
    let passed = try check(kata, context: context, verbose: flags.contains("--verbose"))
    return passed ? 0 : 1
  }

  /// Checks `kata` and prints the report; returns whether every required
  /// step passed.
  /// Also used by `watch`.
  static func check(_ kata: Kata, context: TourContext, verbose: Bool = false) throws -> Bool {
    let out = context.out
    let t = context.terminal
    let checker = KataCheck(kit: context.kit, kata: kata)
    out.heading("\(kata.title) \(t.dim("· check"))")
    var started = Date()
    let outcome: KataCheck.Outcome
    do {
      // One build at a time in the check package: another terminal's check,
      // or the background build `kata` started, finishes first.
      let lock = try checker.lockPackage(for: .check) { holder in
        sayWaiting(checker.waitMessage(for: holder), context: context)
      }
      defer { lock.release() }
      if !checker.package().hasBuilt {
        out.line(
          t.dim("First check: building the toolkit, once for every kata (about half a minute)."))
      }
      out.partial("Building and testing your code\(t.ellipsis) ")
      started = Date()
      outcome = try checker.run()
    } catch ProcessRunner.Failure.interrupted {
      out.line()
      throw TourError.stopped(
        "the check was stopped (Ctrl-C) before it finished. Your code is as you left it.",
        suggestion: "Check again when you are ready: swift run patterns-tour check \(kata.id)")
    } catch {
      out.line()
      throw TourError.failure(
        "the check could not run: \(PlainErrors.describe(error, in: context.kit)).",
        suggestion: "Run `swift run patterns-tour doctor` to see what is wrong.")
    }
    out.line(t.dim(String(format: "%.1f s", Date().timeIntervalSince(started))))
    out.line()

    let firstCheck = !context.learner.hasStarted(kata)
    switch outcome {
    case .compileErrors(let errors, let raw):
      reportCompileErrors(errors, kata: kata, context: context)
      if verbose { out.line(raw) }
      context.learner.recordCheck(of: kata, steps: nil)
      out.next(
        "Fix the first error, save, and check again:", "swift run patterns-tour check \(kata.id)")
      return false
    case .crashed(let summary, let raw):
      let hung = summary.first?.hasPrefix(KataCheck.stoppedWaiting) == true
      out.line(
        t.bad(
          hung
            ? "Your code kept the tests waiting, so no step could be judged."
            : "Your code crashed while the tests ran, so no step could be judged."))
      out.line()
      for line in summary {
        // "File.swift:73: Fatal error: message" reads better as place, then message.
        if let range = line.range(of: ": Fatal error: ") {
          out.line("  " + t.bold(String(line[..<range.lowerBound])))
          out.paragraph("Fatal error: " + line[range.upperBound...], indent: 4)
        } else {
          out.paragraph(line, indent: 2)
        }
      }
      out.line()
      out.paragraph(crashAdvice(for: summary), indent: 2)
      if verbose { out.line(raw) }
      out.next("Then check again:", "swift run patterns-tour check \(kata.id)")
      return false
    case .noTests:
      let tests = context.kit.relative(kata.paths(in: context.kit).tests)
      out.line(t.bad("The kata's tests are missing, so nothing could be checked."))
      out.paragraph(
        "\(tests)/ holds no test files. Restore that folder from a fresh copy of "
          + "the kit (your own code is in Sources/Katas and is not affected).", indent: 2)
      out.next("Then check again:", "swift run patterns-tour check \(kata.id)")
      return false
    case .ran(let steps, let raw):
      if verbose { out.line(raw) }
      StepReport.print(
        steps, kata: kata, context: context, firstCheck: firstCheck, verbose: verbose)
      context.learner.recordCheck(of: kata, steps: steps)
      // An extra step is never needed: the kata is done when the rest pass.
      return steps.allSatisfy { $0.passed || kata.isExtra(step: $0.number) }
    }
  }

  // MARK: Reports

  /// Says, dimmed and wrapped, why nothing happens yet.
  static func sayWaiting(_ message: String, context: TourContext, indent: Int = 0) {
    let width = min(context.terminal.width, 80) - indent
    for line in TextWrapping.wrap(message, width: width) {
      context.out.line(String(repeating: " ", count: indent) + context.terminal.dim(line))
    }
  }

  /// What to look for in the learner's code, from what the runtime said.
  /// A trap inside the standard library (an array index, say) is named by
  /// the library's own file, which is no use to look for among theirs.
  nonisolated static func crashAdvice(for summary: [String]) -> String {
    let text = summary.joined(separator: "\n")
    let fromLibrary =
      summary.contains { $0.hasPrefix("Swift/") }
      ? " The line above is inside Swift itself; the "
        + "call that led there is in your files." : ""
    if text.contains("Index out of range") {
      return "An array was read at a position it does not have: items[i] with i past the "
        + "end, or any index of an empty array. Check the subscripts ([...]) in your files "
        + "against the array's count." + fromLibrary
    }
    if text.contains("Unexpectedly found nil") {
      return "A force unwrap (!) met nil. Find the ! in your files and use if let, guard "
        + "let or ?? instead." + fromLibrary
    }
    if text.contains(KataCheck.stoppedWaiting) {
      return "An await that is never answered holds its test for ever: look for a "
        + "continuation that is not resumed on some path (a failure, a second call), a "
        + "callback that is never called, or a loop that never ends. Resume every "
        + "continuation exactly once, on every path."
    }
    if text.contains("memory fault") || text.contains("Stack overflow") {
      return "The stack ran out: something calls itself without end. Look for a method "
        + "that calls itself on every path, two methods (or a delegate and its service) "
        + "that call each other back, or a property whose getter or didSet reads or sets "
        + "the property itself. Give the loop a way out."
    }
    if text.contains("lowerBound") || text.contains("Range requires") {
      return "A range was made with its end before its start (a...b with b < a). Check the "
        + "ranges and loops in your files." + fromLibrary
    }
    return "A crash usually comes from a force unwrap (!), try!, as!, an array index out "
      + "of range or fatalError. Find it in your files and return a value instead of "
      + "trapping." + fromLibrary
  }

  /// The compiler's notes on `error`, in plain words: which requirement is
  /// missing, and which declaration was meant to meet it. The requirement
  /// comes first, so "meant to be it" has something to refer to.
  private static func printNotes(of error: KataCheck.CompileError, context: TourContext) {
    let t = context.terminal
    let requirementsFirst =
      error.notes.filter { $0.diagnostic.message.hasPrefix("protocol requires") }
      + error.notes.filter { !$0.diagnostic.message.hasPrefix("protocol requires") }
    for note in requirementsFirst {
      let place = note.diagnostic
      let location =
        place.path == error.diagnostic.path
        ? "line \(place.line)"
        : "\(note.file.map(context.kit.relative) ?? place.path):\(place.line)"
      guard
        let text = CompilerNotes.plainWords(
          place.message, error: error.diagnostic.message, location: location)
      else { continue }
      let lines = TextWrapping.wrap(text, width: min(t.width, 80) - 6)
      for (index, line) in lines.enumerated() {
        context.out.line((index == 0 ? "    \(t.bullet) " : "      ") + line)
      }
    }
  }

  private static func reportCompileErrors(
    _ errors: [KataCheck.CompileError], kata: Kata, context: TourContext
  ) {
    let out = context.out
    let t = context.terminal
    let kit = context.kit
    out.line(t.bad("Your code does not compile yet."))
    if errors.isEmpty {
      out.paragraph(
        "The compiler stopped without naming a file. Run the check with --verbose to "
          + "see its full output.", indent: 2)
      return
    }
    let tests = kata.paths(in: kit).tests.standardizedFileURL.path
    for error in errors.prefix(3) {
      let location = error.file.map(kit.relative) ?? error.diagnostic.path
      out.line()
      out.line("  \(t.bold("\(location):\(error.diagnostic.line):\(error.diagnostic.column)"))")
      out.paragraph(error.diagnostic.message, indent: 4)
      if let file = error.file, let source = try? String(contentsOf: file, encoding: .utf8) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        if error.diagnostic.line - 1 < lines.count {
          let code = lines[error.diagnostic.line - 1].trimmingCharacters(in: .whitespaces)
          // Wrapped, never cut: the end of the line may be what is wrong.
          let gutter = "    \(error.diagnostic.line) | "
          let pieces = TextWrapping.wrapCode(
            code, width: t.width - gutter.count, marker: t.wrapMark)
          for (index, piece) in pieces.enumerated() {
            let start = index == 0 ? gutter : String(repeating: " ", count: gutter.count - 2) + "| "
            out.line(t.dim(start) + piece)
          }
        }
      }
      printNotes(of: error, context: context)
      let workbench = kata.paths(in: kit).workbench.standardizedFileURL.path + "/"
      if let file = error.file?.standardizedFileURL.path, file.hasPrefix(workbench),
        let crossing = SeamCrossing.find(
          message: error.diagnostic.message, path: String(file.dropFirst(workbench.count)),
          kata: kata, root: kata.paths(in: kit).workbench)
      {
        out.paragraph(crossing.explanation, indent: 4)
      }
      if let file = error.file, file.standardizedFileURL.path.hasPrefix(tests) {
        out.paragraph(
          TestsCompileAdvice.advice(
            for: error.diagnostic.message, kataID: kata.id,
            workbench: kata.paths(in: kit).workbench), indent: 4)
      }
    }
    if errors.count > 3 {
      out.line()
      let more = errors.count - 3
      out.line(
        t.dim("  \(more) more error\(more == 1 ? "" : "s"); fixing the first often fixes the rest.")
      )
    }
  }
}
