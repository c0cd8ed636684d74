import Foundation

/// `check [kata]`: builds the learner's code for one kata, runs its tests and
/// reports step by step. A thin caller: it reads its arguments, asks the
/// judge (`Judge.workbench`), prints the judgement (`CheckReport`) and
/// records it in the learner's progress.
enum CheckCommand: TourCommand {
  static let name = "check"
  static let verbose = CommandSyntax.Option(
    name: "--verbose", help: "the compiler's and the tests' whole output too")
  static let all = CommandSyntax.Option(
    name: "--all", help: "every failing check and the whole message, paged")
  static let syntax = CommandSyntax(words: [.kata], options: [verbose, all])
  static let summary = "Test your code for a kata, step by step"
  static var details: String {
    """
    Builds only that kata (in a package under .tour/build that declares the \
    toolkit and this one kata, so another kata that does not compile cannot \
    get in the way), runs only its tests, \
    and shows which steps pass and the first one to fix, in plain words. \
    Compiler errors are trimmed to your files. On a small window the report \
    names as many failing checks, and as much of the message, as fit; --all \
    gives them all (paged when taller than the window). --verbose adds the \
    compiler's and the tests' full output. A build already under way in that package \
    (another terminal's check, or the one `kata` started, while it builds \
    this kata) finishes first; the one `kata` started, working ahead on \
    another kata, stops. Before any test runs, the files the build compiled \
    are held to the house rules:
    """ + " " + HouseRule.allCases.map { $0.title.lowercased() }.joined(separator: "; ") + "."
  }

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let input = try read(arguments)
    let kata = try context.kata(named: input.words.first)
    try WorkbenchFolder.ensureUsable(kata, context: context, otherwise: "nothing was checked")
    StopSignal.install()  // So Ctrl-C mid-build says "stopped", not "crashed".
    let verdict = try check(
      kata, context: context, verbose: input.has(verbose), all: input.has(all))
    return verdict.isComplete ? 0 : 1
  }

  /// Judges `kata`'s workbench, prints the judgement and records it in the
  /// learner's progress; returns the verdict. `watch` checks this way too.
  @discardableResult
  static func check(
    _ kata: Kata, context: TourContext, verbose: Bool = false, all: Bool = false
  ) throws
    -> TestVerdict
  {
    let out = context.out
    let t = context.terminal
    out.heading("\(kata.title) \(t.dim("· check"))")
    var started = Date()
    let judgement: Judgement
    do {
      judgement = try Judge.workbench(
        of: kata, in: context.kit,
        waiting: BuildWait.judging(
          context: context,
          first: "First check: building the toolkit, once for every kata (about half a minute).",
          lead: "Building and testing your code", started: { started = $0 }))
    } catch ProcessRunner.Failure.interrupted {
      out.line()
      throw TourError.stopped(
        "the check was stopped (Ctrl-C) before it finished. Your code is as you left it.",
        suggestion: "Check again when you are ready: \(Tour.shortCommand) check \(kata.id)")
    } catch let gone as BuildFolderGone {
      out.line()
      throw TourError.failure("\(gone).", suggestion: nil)
    } catch {
      out.line()
      throw TourError.failure(
        "the check could not run: \(PlainErrors.describe(error, in: context.kit)).",
        suggestion: "Run `\(Tour.shortCommand) doctor` to see what is wrong.")
    }
    out.line(t.dim(String(format: "%.1f s", Date().timeIntervalSince(started))))
    out.line()
    CheckReport.noteEditedProvidedFiles(of: kata, context: context)
    let firstCheck = !context.learner.hasStarted(kata)
    // A full disk says nothing of the code: the record keeps the last word.
    if !judgement.verdict.isDiskFull {
      context.learner.recordCheck(of: kata, verdict: judgement.verdict)
    }
    CheckReport.print(
      judgement, kata: kata, context: context, firstCheck: firstCheck, verbose: verbose,
      all: all)
    return judgement.verdict
  }
}
