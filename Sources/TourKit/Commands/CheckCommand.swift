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
    (another terminal's check, or the one `kata` started, while it builds \
    this kata) finishes first; the one `kata` started, working ahead on \
    another kata, stops.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let (words, flags) = try parse(arguments, flags: ["--verbose"])
    try expectAtMost(1, words)
    let kata = try context.kata(named: words.first)
    try WorkbenchFolder.ensureUsable(kata, context: context, otherwise: "nothing was checked")
    StopSignal.install()  // So Ctrl-C mid-build says "stopped", not "crashed".
    let verdict = try check(kata, context: context, verbose: flags.contains("--verbose"))
    return verdict.isComplete ? 0 : 1
  }

  /// Checks `kata`, prints the report and records it in the learner's
  /// progress; returns the verdict. Also used by `watch`.
  @discardableResult
  static func check(_ kata: Kata, context: TourContext, verbose: Bool = false) throws
    -> TestVerdict
  {
    let out = context.out
    let t = context.terminal
    let checker = KataCheck(kit: context.kit, kata: kata)
    out.heading("\(kata.title) \(t.dim("· check"))")
    var started = Date()
    let verdict: TestVerdict
    let output: String
    var houseRules: HouseRulesRun?
    do {
      let rules = HouseRulesRun(workbenchOf: kata, in: context.kit)  // Read beside the build.
      houseRules = rules
      defer { _ = rules.wait() }
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
      (verdict, output) = try checker.run(houseRules: rules)
    } catch ProcessRunner.Failure.interrupted {
      out.line()
      throw TourError.stopped(
        "the check was stopped (Ctrl-C) before it finished. Your code is as you left it.",
        suggestion: "Check again when you are ready: swift run patterns-tour check \(kata.id)")
    } catch {
      out.line()
      let full = DiskFull.isCause(of: error)
      throw TourError.failure(
        "the check could not run"
          + (full
            ? " because the disk is full." : ": \(PlainErrors.describe(error, in: context.kit))."),
        suggestion: full
          ? DiskFull.advice : "Run `swift run patterns-tour doctor` to see what is wrong.")
    }
    out.line(t.dim(String(format: "%.1f s", Date().timeIntervalSince(started))))
    out.line()
    noteEditedProvidedFiles(of: kata, context: context)

    let firstCheck = !context.learner.hasStarted(kata)
    if DiskFullReport.printIfFull(
      verdict, output: output, kata: kata, context: context, verbose: verbose)
    {
      return verdict
    }
    context.learner.recordCheck(of: kata, verdict: verdict)
    switch verdict {
    case .didNotCompile(let errors):
      reportCompileErrors(errors, kata: kata, context: context)
      if verbose { out.line(output) }
      out.next(
        "Fix the first error, save, and check again:", "swift run patterns-tour check \(kata.id)")
    case .crashed(let summary):
      reportCrash(
        "Your code crashed while the tests ran, so no step could be judged.", summary,
        advice: crashAdvice(for: summary), kata: kata, context: context)
      if verbose { out.line(output) }
      out.next("Then check again:", "swift run patterns-tour check \(kata.id)")
    case .timedOut(let seconds, let summary, let stall):
      reportCrash(
        "Your code kept the tests \(stall.word), so no step could be judged.",
        [stall.stopped(after: seconds)] + summary, advice: stall.advice(),
        kata: kata, context: context)
      if verbose { out.line(output) }
      out.next("Then check again:", "swift run patterns-tour check \(kata.id)")
    case .endedEarly(let end):
      reportCrash(end.headline, [end.explanation], advice: end.advice, kata: kata, context: context)
      if verbose { out.line(output) }
      out.next("Then check again:", "swift run patterns-tour check \(kata.id)")
    case .noTests:
      let tests = context.kit.relative(kata.paths(in: context.kit).tests)
      out.line(t.bad("The kata's tests are missing, so nothing could be checked."))
      out.paragraph(
        "\(tests)/ holds no test files. Restore that folder from a fresh copy of "
          + "the kit (your own code is in Sources/Katas and is not affected).", indent: 2)
      out.next("Then check again:", "swift run patterns-tour check \(kata.id)")
    case .brokeHouseRules(let findings):
      _ = HouseRulesReport.refuse(findings, kata: kata, context: context)
    case .passed(let steps), .failed(let steps):
      if verbose { out.line(output) }
      HouseRulesReport.noteIfNotChecked(houseRules, context: context)
      StepReport.print(
        steps, isComplete: verdict.isComplete, kata: kata, context: context,
        firstCheck: firstCheck, verbose: verbose)
    }
    return verdict
  }

  // MARK: Reports

  /// Says which of the kata's provided files the learner changed: the
  /// check built the kit's copies instead, so those changes count for
  /// nothing (see `KataProvidedFiles`).
  static func noteEditedProvidedFiles(of kata: Kata, context: TourContext) {
    let edited = kata.editedProvidedFiles(in: context.kit)
    guard !edited.isEmpty else { return }
    let names = edited.map { "`\($0)`" }.joined(separator: ", ")
    sayWaiting(
      "Built with the kit's own \(names): the kata provides "
        + (edited.count == 1 ? "that file" : "those files")
        + " ready-made and the tests rely on "
        + (edited.count == 1 ? "it" : "them")
        + ", so your changes there are not used. Put your code in the files the brief names.",
      context: context)
    context.out.line()
  }

  /// Says, dimmed and wrapped, why nothing happens yet; nothing when
  /// there is nothing worth saying.
  static func sayWaiting(_ message: String?, context: TourContext, indent: Int = 0) {
    guard let message else { return }
    let width = min(context.terminal.width, 80) - indent
    for line in TextWrapping.wrap(message, width: width) {
      context.out.line(String(repeating: " ", count: indent) + context.terminal.dim(line))
    }
  }

  /// The compiler's notes on `error`, in plain words: which requirement is
  /// missing, and which declaration was meant to meet it. The requirement
  /// comes first, so "meant to be it" has something to refer to.
  private static func printNotes(of error: CompileError, context: TourContext) {
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

  /// Also used by `run`, which builds the same way.
  static func reportCompileErrors(
    _ errors: [CompileError], kata: Kata, context: TourContext
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
    // The kata's story (for `run`) is built with its tests.
    let tests = [kata.paths(in: kit).tests, kit.kataStories].map(\.standardizedFileURL.path)
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
      if let file = error.file?.standardizedFileURL.path, tests.contains(where: file.hasPrefix) {
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
