import Foundation

/// What `check` (and `watch`, which checks on every save) prints of a
/// judgement: one report for each case of the verdict, each ending with
/// the command to run next.
@MainActor
enum CheckReport {
  static func print(
    _ judgement: Judgement, kata: Kata, context: TourContext, firstCheck: Bool, verbose: Bool,
    all: Bool = false
  ) {
    let out = context.out
    let t = context.terminal
    let verdict = judgement.verdict
    let again = "\(Tour.shortCommand) check \(kata.id)"
    func verboseOutput() { if verbose { out.line(judgement.output) } }
    switch verdict {
    case .didNotCompile(let errors):
      CompileErrorReport.print(errors, kata: kata, context: context)
      verboseOutput()
      out.next("Fix the first error, save, and check again:", again)
    case .crashed(let summary):
      CrashReport.print(
        "Your code crashed while the tests ran, so no step could be judged.", summary,
        advice: CrashReport.crashAdvice(for: summary), kata: kata, context: context)
      verboseOutput()
      out.next("Then check again:", again)
    case .timedOut(let seconds, let summary, let stall):
      CrashReport.print(
        "Your code kept the tests \(stall.word), so no step could be judged.",
        [stall.stopped(after: seconds)] + summary, advice: stall.advice(), kata: kata,
        context: context)
      verboseOutput()
      out.next("Then check again:", again)
    case .endedEarly(let end):
      CrashReport.print(
        end.headline, [end.explanation], advice: end.advice, kata: kata, context: context)
      verboseOutput()
      out.next("Then check again:", again)
    case .noTests:
      let tests = context.kit.relative(kata.paths(in: context.kit).tests)
      out.line(t.bad("The kata's tests are missing, so nothing could be checked."))
      out.paragraph(
        "\(tests)/ holds no test files. Restore that folder from a fresh copy of "
          + "the kit (your own code is in Sources/Katas and is not affected).", indent: 2)
      out.next("Then check again:", again)
    case .brokeHouseRules(let findings):
      HouseRulesReport.print(findings, kata: kata, context: context)
    case .diskFull:
      out.line(t.bad("The disk is full, so your code could not be built and tested."))
      out.paragraph(DiskFull.advice, indent: 2)
      verboseOutput()
      out.next("Then check again:", again)
    case .houseRulesUnread(let reason, let steps):
      verboseOutput()
      StepReport.print(
        steps, isComplete: false, kata: kata, context: context, firstCheck: firstCheck,
        verbose: verbose, all: all)
      out.line()
      out.paragraph(
        t.bad("The house rules could not be read, ")
          + "so this check cannot call the kata complete: "
          + TextWrapping.truncate(reason, to: 200), indent: 0)
      out.next("See what is wrong with the toolchain:", "\(Tour.shortCommand) doctor")
    case .passed(let steps), .failed(let steps):
      verboseOutput()
      StepReport.print(
        steps, isComplete: verdict.isComplete, kata: kata, context: context,
        firstCheck: firstCheck, verbose: verbose, all: all)
    }
  }

  /// Says which of the kata's provided files the learner changed: the
  /// check built, and judged, the kit's copies instead, so those changes
  /// count for nothing (see `KataProvidedFiles`).
  static func noteEditedProvidedFiles(of kata: Kata, context: TourContext) {
    let edited = kata.editedProvidedFiles(in: context.kit)
    guard !edited.isEmpty else { return }
    let names = edited.map { "`\($0)`" }.joined(separator: ", ")
    let one = edited.count == 1
    sayWaiting(
      "Built and judged with the kit's own \(names): the kata provides "
        + (one ? "that file" : "those files") + " ready-made and the tests rely on "
        + (one ? "it" : "them")
        + ", so your changes there are neither built nor judged. Put your code in the "
        + "files the brief names.",
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
}
