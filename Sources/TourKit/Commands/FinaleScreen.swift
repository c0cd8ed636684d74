/// The last screen: what each pattern is for and where the learner will meet
/// it next. The tour shows it instead of the map once every lesson is read
/// and every kata is finished; `recap` shows it at any time.
enum FinaleScreen {
  @MainActor
  static func print(_ context: TourContext) {
    let out = context.out
    let t = context.terminal
    out.paged {
      if context.learner.isFinished {
        out.heading("Patterns Kit: every pattern learned, every kata done")
        out.paragraph(
          "You rebuilt the machinery Apple's UI frameworks run on and used it to slim "
            + "real-looking app code. Here is what each pattern is for, and where you "
            + "will meet it next:")
      } else {
        out.heading("Patterns Kit: the patterns at a glance")
        out.paragraph(
          "What each pattern is for, and where you will meet it in the code you read "
            + "next. (The tour shows this page by itself once every lesson is read and every kata is done.)"
        )
      }
      for lesson in context.catalogue.lessons {
        out.line()
        out.row(t.bold(lesson.title) + "  ", lesson.purpose, style: t.dim)
        for place in lesson.whereItLives {
          out.row(
            "  " + place.framework.padding(toLength: 11, withPad: " ", startingAt: 0), place.example
          )
        }
      }
      let table = RecapTable.lines(for: context.catalogue.lessons, width: t.width)
      if !table.isEmpty {
        out.line()
        out.line(t.bold("Each pattern in UIKit, SwiftUI and Swift Concurrency"))
        for line in table { out.line(line) }
      }
      out.line()
      out.paragraph(
        "Reading UIKit, AppKit or SwiftUI code from here on, ask of each object: "
          + "who is its target, its delegate, its data source; what is next in its "
          + "chain; what does it contain; and who does the work it asked for.")
    }
    if context.learner.isFinished {
      let last = context.catalogue.katas.last?.id ?? ""
      out.next(
        "Look back at any solution and its notes:", "\(Tour.shortCommand) compare \(last)")
    } else {
      out.next(context.learner.nextStep)
    }
  }
}
