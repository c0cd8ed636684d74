/// `list`: every pattern and kata, with what the learner has done.
enum ListCommand: TourCommand {
  static let name = "list"
  static let todo = CommandSyntax.Option(name: "--todo", help: "only what is left to do")
  static let syntax = CommandSyntax(options: [todo])
  static let summary = "Patterns and katas, with your progress"
  static let details = """
    Lists the patterns in the order the tour teaches them, each with its \
    katas, how many steps pass and whether you have finished. With --todo, \
    only what is not finished yet.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let input = try read(arguments)
    context.out.heading("Patterns Kit: the map")
    printMap(context, onlyUnfinished: input.has(todo))
    context.out.next(context.learner.nextStep)
    return 0
  }

  /// The map shown by `list` and the home screen.
  static func printMap(_ context: TourContext, onlyUnfinished: Bool = false) {
    let out = context.out
    let t = context.terminal
    let learner = context.learner
    let layout = MapLayout(katas: context.catalogue.katas, width: t.width)
    for (index, lesson) in context.catalogue.lessons.enumerated() {
      let katas = context.catalogue.katas(for: lesson)
      let learned = learner.isLearned(lesson)
      let finished = katas.allSatisfy(learner.isDone)
      if onlyUnfinished && learned && finished { continue }
      let mark = learned ? t.passMark : t.todoMark
      out.line("\(mark) \(index + 1). \(t.bold(lesson.title))  \(t.dim("learn \(lesson.id)"))")
      for kata in katas {
        if onlyUnfinished && learner.isDone(kata) { continue }
        // The bar counts required steps; the extra step shows in the status.
        let required = kata.requiredStepNumbers
        let passed = learner.passedSteps(of: kata).filter(required.contains).count
        let bar = t.progressBar(done: passed, total: required.count)
        let status: String
        if learner.isDone(kata) {
          status = t.good("done") + (learner.passedExtraSteps(of: kata) ? t.good(" + extra") : "")
        } else if learner.hasStarted(kata) {
          status = "on step \(learner.currentStep(of: kata) ?? 1)"
        } else {
          status = t.dim(layout.notStarted(minutes: kata.minutes))
        }
        let name = TextWrapping.truncate(kata.title, to: layout.nameWidth, ellipsis: t.ellipsis)
          .padding(toLength: layout.nameWidth, withPad: " ", startingAt: 0)
        out.line("     kata \(name) \(bar)  \(status)")
        out.line("          \(t.dim(kata.id))")
      }
    }
  }

  /// How wide the map's kata titles are: as wide as the longest, so none is
  /// cut, unless the window is too narrow for that even with the shortest
  /// words for "not started".
  struct MapLayout {
    /// "     kata " before the title; the bar, "[..........] 0/5", and two
    /// spaces after it.
    static let fixed = 10 + 1 + 16 + 2
    /// The longest short status: "done + extra", "on step 3", "~35 min".
    static let shortStatus = 12

    let nameWidth: Int
    private let width: Int

    init(katas: [Kata], width: Int) {
      self.width = width
      let longest = katas.map(\.title.count).max() ?? 0
      nameWidth = max(min(longest, width - Self.fixed - Self.shortStatus), 20)
    }

    /// "not started, ~35 min" when the line has room, else just the time.
    func notStarted(minutes: Int) -> String {
      let full = "not started, ~\(minutes) min"
      return Self.fixed + nameWidth + full.count <= width ? full : "~\(minutes) min"
    }
  }
}
