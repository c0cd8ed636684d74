/// The "In today's Swift" section of `learn`: the pattern's modern
/// counterpart, the start of its demo trace, and when to reach for which.
@MainActor
enum ModernSection {
  /// How many lines of the modern demo's trace `learn` shows; `demo
  /// <pattern> --modern` prints all of it.
  static let traceLines = 12

  static func print(_ modern: ModernForm, of lesson: Lesson, context: TourContext) {
    let out = context.out
    let t = context.terminal
    out.line(t.bold("In today's Swift") + t.dim("  (\(modern.sourceFolder))"))
    out.paragraph(modern.counterpart)
    out.line()
    for paragraph in modern.explanation {
      out.paragraph(paragraph)
      out.line()
    }
    let trace = MainActorRunLoop.run(modern.demo).lines()
    for line in trace.prefix(traceLines) {
      out.line(t.usesUnicode ? line : LearnCommand.asciiDiagram(line))
    }
    if trace.count > traceLines {
      out.line(
        t.dim(
          "  … \(counted(trace.count - traceLines, "more line")): "
            + "\(Tour.shortCommand) demo \(lesson.id) --modern"))
    }
    out.line()
    out.paragraph(t.bold("The classic form is better ") + modern.classicIsBetter)
    out.line()
    out.paragraph(t.bold("The modern form is better ") + modern.modernIsBetter)
    out.line()
  }
}
