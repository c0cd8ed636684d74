/// No command at all: a welcome on the first run, then where the learner
/// stands and the one next thing to do.
enum HomeCommand: TourCommand {
  static let name = ""
  static let summary = "Where you are and what to do next"
  static let details = "Shows your progress and the next command to run."

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let out = context.out
    let t = context.terminal
    if context.learner.isFinished && context.learner.wasWelcomed {
      FinaleScreen.print(context)
      return 0
    }
    // Taller than the window, the screen goes through the pager, as
    // `learn` does; the next command comes after it, so it is the last
    // thing on screen either way.
    let firstVisit = !context.learner.wasWelcomed
    let building = startBuildingAhead(context)
    out.paged(linesAfter: building ? 6 : 5) {
      if firstVisit {
        welcome(context)
        overview(context)
      } else {
        out.heading("Patterns Kit")
        out.line(t.bold("Your map"))
        ListCommand.printMap(context)
      }
    }
    if firstVisit { context.learner.welcome() }
    let next = context.learner.nextStep
    out.line()
    out.line(t.bold(next.explanation))
    out.line("  " + t.command(next.command))
    out.line()
    out.line(t.dim("All commands: \(Tour.shortCommand) help"))
    if building {
      out.line(t.dim("Compiling the toolkit in the background, so your first check is quick."))
    }
    return 0
  }

  /// A first check compiles the toolkit, which takes about half a minute on
  /// two cores: the build that `kata` starts (see BackgroundBuild) begins
  /// here instead, while the learner reads this screen and the first
  /// lesson, with the kata they will most likely open first. Once the check
  /// package holds that kata there is nothing to start.
  private static func startBuildingAhead(_ context: TourContext) -> Bool {
    guard let kata = context.learner.defaultKata,
      !KataCheck(kit: context.kit, kata: kata).package().holds(kata)
    else { return false }
    return BackgroundBuild.start(kata, in: context.kit)
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
      let name = context.terminal.command(command.padding(toLength: 8, withPad: " ", startingAt: 0))
      out.row("  \(index + 1). \(name) ", text)
    }
    out.line()
    out.paragraph(
      "A kata's tests fail when you start: that is the point. Each failing step "
        + "is your next task. `watch` re-checks every time you save, and `reset` "
        + "brings back the starting code after saving yours in a backup.")
    out.line()
    out.paragraph(firstBuilds)
    out.line()
  }

  /// The short command, named on the first screen, with what the first
  /// builds cost: the tour's own (just done, whichever way the learner
  /// came in) and the toolkit's, for the first check. Times measured on a
  /// two-core Linux machine with Swift 6.3.1 beside other builds: 73 s
  /// and 37 s (README, "Two commands" and "Troubleshooting").
  static let firstBuilds =
    "Run each command as shown, with \(Tour.shortCommand): it starts at once, and "
    + "builds the tour again only when its sources change. Its first build took a "
    + "minute or so, once; the toolkit's, for your first check, takes about half a "
    + "minute, with a clock."

  /// The map in brief, for a first visit, when there is no progress to show:
  /// each pattern in teaching order with its katas and their length. (`list`
  /// shows the full map.)
  private static func overview(_ context: TourContext) {
    let out = context.out
    let t = context.terminal
    let lessons = context.catalogue.lessons
    out.line(t.bold("Your map") + t.dim("  (in full: \(Tour.shortCommand) list)"))
    let titleWidth = (lessons.map(\.title.count).max() ?? 0) + 2
    for (index, lesson) in lessons.enumerated() {
      let katas = context.catalogue.katas(for: lesson)
      let number = "\(index + 1).".padding(toLength: 4, withPad: " ", startingAt: 0)
      let lead =
        "  " + number + lesson.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
      let hang = String(repeating: " ", count: lead.count)
      let texts =
        katas.isEmpty ? [""] : katas.map { "\($0.title) \(t.dim("(~\($0.minutes) min)"))" }
      for (row, text) in texts.enumerated() {
        out.line((row == 0 ? lead : hang) + text)
      }
    }
  }
}
