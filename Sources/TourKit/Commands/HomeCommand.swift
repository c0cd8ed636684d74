/// No command at all: a welcome on the first run, then where the learner
/// stands and the one next thing to do.
enum HomeCommand: TourCommand {
  static let name = ""
  static let summary = "Where you are and what to do next"
  static let details = "Shows your progress and the next command to run."

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let out = context.out
    let t = context.terminal
    if !context.learner.wasWelcomed {
      welcome(context)
      context.learner.welcome()
    } else if context.learner.isFinished {
      FinaleScreen.print(context)
      return 0
    } else {
      out.heading("Patterns Kit")
    }
    out.line(context.terminal.bold("Your map"))
    ListCommand.printMap(context)
    let next = context.learner.nextStep
    out.line()
    out.line(t.bold(next.explanation))
    out.line("  " + t.command(next.command))
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
}
