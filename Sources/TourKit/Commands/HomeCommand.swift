/// No command at all: a welcome on the first run, then where the learner
/// stands and the one next thing to do.
enum HomeCommand: TourCommand {
  static let name = ""
  static let summary = "Where you are and what to do next"
  static let details = "Shows your progress and the next command to run."

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let out = context.out
    let t = context.terminal
    if !context.progress.welcomed {
      welcome(context)
      context.updateProgress { $0.welcomed = true }
    } else if isFinished(context) {
      FinaleScreen.print(context)
      return 0
    } else {
      out.heading("Patterns Kit")
    }
    out.line(context.terminal.bold("Your map"))
    ListCommand.printMap(context)
    let (explanation, command) = nextStep(context)
    out.line()
    out.line(t.bold(explanation))
    out.line("  " + t.command(command))
    out.line()
    out.line(t.dim("All commands: swift run patterns-tour help"))
    return 0
  }

  private static func welcome(_ context: TourContext) {
    let out = context.out
    out.heading("Welcome to Patterns Kit")
    out.paragraph(
      "You will learn the patterns Apple's UI frameworks are built on by "
        + "watching them run and by fixing small apps that need them. Each pattern "
        + "goes the same way:")
    out.line()
    let loop = [
      ("learn", "read the idea, see a diagram, watch a live demo's trace"),
      ("kata", "read a short story and the steps; open the files in your editor"),
      ("check", "build and test your code; see the first step to fix"),
      ("hint", "stuck? three hints per step, from a nudge to nearly the answer"),
      ("compare", "when every step passes, see the reference solution beside yours"),
    ]
    for (index, (command, text)) in loop.enumerated() {
      out.line(
        "  \(index + 1). \(context.terminal.command(command.padding(toLength: 8, withPad: " ", startingAt: 0))) \(text)"
      )
    }
    out.line()
    out.paragraph(
      "A kata's tests fail when you start: that is the point. Each failing step "
        + "is your next task. `watch` re-checks every time you save, and `reset` "
        + "brings back the starting code after saving yours in a backup.")
    out.line()
  }

  /// Every lesson read and every kata finished.
  static func isFinished(_ context: TourContext) -> Bool {
    let progress = context.progress
    return !context.catalogue.katas.isEmpty
      && context.catalogue.lessons.allSatisfy { progress.learned.contains($0.id) }
      && context.catalogue.katas.allSatisfy { progress.kata($0.id).completed != nil }
  }

  /// The single next command: the kata under way, else the first lesson not
  /// read, else the first kata not finished, else the recap.
  static func nextStep(_ context: TourContext) -> (String, String) {
    let progress = context.progress
    // A kata under way comes first: the learner is in the middle of it.
    if let current = progress.currentKata.flatMap(context.catalogue.kata),
      progress.kata(current.id).lastChecked != nil, progress.kata(current.id).completed == nil
    {
      return carryOn(with: current, progress: progress)
    }
    for lesson in context.catalogue.lessons {
      if !progress.learned.contains(lesson.id) {
        return (
          "Next: the \(lesson.title) lesson.", "swift run patterns-tour learn \(lesson.id)"
        )
      }
      for kata in context.catalogue.katas(for: lesson) where progress.kata(kata.id).completed == nil
      {
        let state = progress.kata(kata.id)
        if state.lastChecked == nil && progress.currentKata != kata.id {
          return (
            "Next: read the kata \"\(kata.title)\".", "swift run patterns-tour kata \(kata.id)"
          )
        }
        return carryOn(with: kata, progress: progress)
      }
    }
    return (
      "You have finished every kata in the kit. What each pattern is for, and where next:",
      "swift run patterns-tour recap"
    )
  }

  /// Back to the first failing step of a kata already started.
  private static func carryOn(with kata: Kata, progress: Progress) -> (String, String) {
    (
      "Next: make step \(progress.kata(kata.id).firstFailingStep ?? 1) of \"\(kata.title)\" "
        + "pass, then check.",
      "swift run patterns-tour check \(kata.id)"
    )
  }
}
