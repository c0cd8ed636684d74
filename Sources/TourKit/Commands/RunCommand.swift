import Foundation

/// `run [kata]`: the learner's own app, running. Builds the kata as `check`
/// does and tells the kata's story with it: one scene of the app's life (a
/// pull to refresh, a login, a drag), traced as `demo` traces the
/// reference module, with what went well and what went wrong marked.
enum RunCommand: TourCommand {
  static let name = "run"
  static let syntax = CommandSyntax(words: [.kata])
  static let summary = "Watch your own code run through the kata's story"
  static let details = """
    Builds your code for the kata in the same package as `check` (so it costs \
    no more than a check, and a check after it costs only a link), then drives \
    your app through one scene of its life: a pull to refresh, a login, a \
    drag. It prints who did what and what the screen shows, as `demo` does \
    for the reference module, and marks what went as the user expects and \
    what did not. On the code as shipped the story shows the kata's problem; \
    as your steps pass it gets further, until it ends well.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let words = try read(arguments).words
    let kata = try context.kata(named: words.first)
    guard kata.hasStory(in: context.kit) else {
      throw TourError.failure(
        "\(kata.id) has no story to run yet.",
        suggestion: "Check your code instead: \(Tour.shortCommand) check \(kata.id)")
    }
    StopSignal.install()  // So Ctrl-C mid-build says "stopped", not "crashed".
    // The title and the build's lines count with the story: when the
    // whole is taller than the window, it is paged whole, every time.
    context.out.beginScreen()
    context.out.heading("\(kata.title) \(context.terminal.dim("· run"))")
    guard let (told, judgement) = try build(kata, context: context) else { return 1 }
    return report(told, judgement: judgement, kata: kata, context: context) ? 0 : 1
  }

  /// Judges the kata's workbench as a check does (under the check
  /// package's lock) and tells its story with what the judge built. Nil
  /// when the code does not compile: the errors are printed as a check
  /// prints them.
  private static func build(_ kata: Kata, context: TourContext) throws -> (
    StoryRun.Result, Judgement
  )? {
    let out = context.out
    let t = context.terminal
    do {
      var started = Date()
      let (judgement, told) = try Judge.workbench(
        of: kata, in: context.kit, for: .run,
        waiting: BuildWait.judging(
          context: context,
          first: "First build: the toolkit too, once for every kata (about half a minute).",
          lead: "Building your code", started: { started = $0 }),
        afterwards: { judgement, package -> StoryRun.Result? in
          out.line(t.dim(String(format: "%.1f s", Date().timeIntervalSince(started))))
          // Code that does not compile has no story: the binary there is an
          // older build's.
          if case .didNotCompile = judgement.verdict { return nil }
          guard package.hasTestExecutable else { return nil }
          return try StoryRun.tell([kata.testModule], in: package)
        })
      if case .didNotCompile(let errors) = judgement.verdict {
        out.line()
        CompileErrorReport.print(errors, kata: kata, context: context)
        out.next(
          "The story needs code that compiles. Fix the first error, then:",
          "\(Tour.shortCommand) run \(kata.id)")
        return nil
      }
      guard let told else {
        throw TourError.failure(
          "the story could not run: " + judgement.verdict.described(in: context.kit) + ".",
          suggestion: "Check your code: \(Tour.shortCommand) check \(kata.id)")
      }
      return (told, judgement)
    } catch ProcessRunner.Failure.interrupted {
      out.line()
      throw TourError.stopped(
        "the run was stopped (Ctrl-C) before it finished. Your code is as you left it.",
        suggestion: "Run it again when you are ready: \(Tour.shortCommand) run \(kata.id)")
    } catch let error as TourError {
      throw error
    } catch {
      out.line()
      throw TourError.failure(
        "the story could not run: \(PlainErrors.describe(error, in: context.kit)).",
        suggestion: "Run `\(Tour.shortCommand) doctor` to see what is wrong.")
    }
  }

  /// Prints the story and how it ended (paged with the lines above it
  /// when the whole is taller than the window), then the next step. Returns whether the story was told to its
  /// end.
  private static func report(
    _ told: StoryRun.Result, judgement: Judgement, kata: Kata, context: TourContext
  ) -> Bool {
    let out = context.out
    let t = context.terminal
    let story = told.stories[kata.testModule]
    out.paged {
      out.line()
      if let story { printLines(of: story, context: context) }
      out.line()
      if story?.isFinished != true {
        explainStop(told, shown: story != nil, context: context)
      } else if let story, story.endsWell {
        out.line(t.good("The story ends well."))
      } else {
        let count = story?.problems.count ?? 0
        out.paragraph(
          t.bad("The story went wrong ")
            + (count == 1 ? "where it is marked." : "in the \(count) places marked."))
      }
    }
    // The last line is the judge's, as a check would give it.
    out.line()
    out.paragraph(verdictLine(judgement.verdict, kata: kata, context: context))
    guard let story, story.isFinished else {
      out.next("Check your code, step by step:", "\(Tour.shortCommand) check \(kata.id)")
      return false
    }
    out.next(
      judgement.verdict.isComplete ? "See the checks agree:" : "See which step to work on:",
      "\(Tour.shortCommand) check \(kata.id)")
    return true
  }

  /// The verdict in a line: what a check of the same code says.
  private static func verdictLine(_ verdict: TestVerdict, kata: Kata, context: TourContext)
    -> String
  {
    let t = context.terminal
    if verdict.isComplete { return t.good("The checks agree: every step passes.") }
    guard let steps = verdict.steps else {
      return t.bad("A check of this code: ") + verdict.described(in: context.kit) + "."
    }
    let passed = steps.filter(\.passed).count
    let next = TestVerdict.firstFailingStep(in: steps, of: kata)
    return t.bad("A check of this code: ")
      + "\(passed) of \(steps.count) step\(steps.count == 1 ? "" : "s") pass"
      + (next.map { "; step \($0.number) is next." } ?? ".")
  }

  /// The story's lines, marks in colour, box drawing in ASCII where the
  /// terminal lacks Unicode.
  private static func printLines(of story: KataStory, context: TourContext) {
    let t = context.terminal
    let fine = t.usesUnicode ? "✔" : "[ok]"
    let wrong = t.usesUnicode ? "✘" : "[x]"
    for line in story.lines(width: min(t.width, 80), fineMark: fine, wrongMark: wrong) {
      let text = t.usesUnicode ? line.text : LearnCommand.asciiDiagram(line.text)
      switch line.kind {
      case .trace: context.out.line(text)
      case .fine:
        context.out.line(text.replacingOccurrences(of: " \(fine) ", with: " \(t.passMark) "))
      case .wrong:
        context.out.line(text.replacingOccurrences(of: " \(wrong) ", with: " \(t.failMark) "))
      }
    }
  }

  /// Why the story stopped before its end: a trap, a wait that never
  /// ended, or a story that never started.
  private static func explainStop(_ told: StoryRun.Result, shown: Bool, context: TourContext) {
    let out = context.out
    let t = context.terminal
    let process = told.process
    let hung = process.timedOut
    let stall = Stall(processorSeconds: process.processorSeconds, seconds: process.seconds)
    let summary =
      (hung ? [stall.stopped(after: Int(process.seconds), story: true)] : [])
      + CrashSummary.lines(
        output: process.output, signal: process.wasSignalled ? process.status : nil)
    if !told.stoppedEarly && summary.isEmpty {
      out.line(t.bad("The story could not be told."))
      out.paragraph(
        "The test program ran but told no story (it said: "
          + VerifyRow.lastLines(of: told.process.output) + ").", indent: 2)
      return
    }
    out.line(
      t.bad(
        (hung ? "Your code kept the story \(stall.word)" : "Your code crashed during the story")
          + (shown ? ", after the lines above." : ", before it began.")))
    for line in summary.filter({ !$0.hasPrefix("While running the test") }) {
      out.paragraph(line, indent: 2)
    }
    out.line()
    out.paragraph(
      hung ? stall.advice(story: true) : CrashReport.crashAdvice(for: summary), indent: 2)
  }
}
