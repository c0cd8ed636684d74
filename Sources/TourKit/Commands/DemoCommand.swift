/// `demo <pattern>`: runs a pattern's reference demo and prints its trace.
enum DemoCommand: TourCommand {
  static let name = "demo"
  static let modern = CommandSyntax.Option(
    name: "--modern", help: "the pattern in today's Swift")
  static let syntax = CommandSyntax(
    words: [CommandSyntax.Word(name: "pattern", optional: false)], options: [modern])
  static let summary = "Run a pattern's live demo on its own"
  static let details = """
    Runs the reference module's demo and prints who called whom, as recorded \
    while it ran. `learn` shows the same trace after the explanation. With \
    --modern, runs the pattern's modern counterpart (its Modern/ folder) instead.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let input = try read(arguments)
    let id = try firstWord(
      of: input.words, missing: "say which pattern's demo to run.", example: "delegation")
    let lesson = try context.lesson(named: id)
    if input.has(modern) {
      guard let modern = lesson.modern else {
        throw TourError.usage(
          "\(lesson.title) has no modern counterpart yet.",
          suggestion: "Run its classic demo: \(Tour.shortCommand) demo \(lesson.id)")
      }
      // A trace taller than the window is paged, as `learn` is; the next
      // step comes after the pager, so it is the last thing on screen.
      context.out.paged {
        context.out.heading("\(lesson.title) in today's Swift: live demo")
        let trace = MainActorRunLoop.run(modern.demo)
        printLines(trace.lines(), to: context)
      }
      context.out.next("Read the code that produced it:", modern.sourceFolder + "/")
      return 0
    }
    context.out.paged {
      context.out.heading("\(lesson.title): live demo")
      printTrace(of: lesson, to: context)
    }
    context.out.next("Read the code that produced it, in order:", ReadingPaths.readme(of: lesson))
    return 0
  }

  static func printTrace(of lesson: Lesson, to context: TourContext) {
    printLines(lesson.demo().lines(), to: context)
  }

  static func printLines(_ lines: [String], to context: TourContext) {
    // Screens are drawn as the demo runs, in Unicode; plain terminals get the
    // same lines with box drawing mapped to ASCII.
    for line in lines {
      let shown = context.terminal.usesUnicode ? line : LearnCommand.asciiDiagram(line)
      context.out.line(shown)
    }
  }
}
