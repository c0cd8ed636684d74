/// `learn <pattern>`: the pattern in a screenful, then its live demo.
enum LearnCommand: TourCommand {
  static let name = "learn"
  static let syntax = CommandSyntax(words: [CommandSyntax.Word(name: "pattern", optional: false)])
  static let summary = "Read a pattern and watch its demo run"
  static let details = """
    Explains the pattern, draws it, says where it appears in UIKit, AppKit and \
    SwiftUI, then runs the reference module's demo and prints its trace: every \
    line comes from the code as it runs. Then the pattern in today's Swift: \
    its async/await, SwiftUI or Observation counterpart, and when each form \
    is the better tool. Ends with the files to read, in order, \
    from the pattern's README. Patterns: see `list`.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let words = try read(arguments).words
    let id = try firstWord(
      of: words, missing: "say which pattern to learn.",
      example: context.catalogue.lessons.first?.id ?? "delegation")
    let lesson = try context.lesson(named: id)
    let out = context.out
    out.paged {
      let t = context.terminal
      out.heading("\(lesson.title): \(lesson.purpose)")
      for paragraph in lesson.explanation {
        out.paragraph(paragraph)
        out.line()
      }
      for line in lesson.diagram.split(separator: "\n", omittingEmptySubsequences: false) {
        out.line(t.usesUnicode ? String(line) : asciiDiagram(String(line)))
      }
      out.line()
      out.line(t.bold("Where you will meet it"))
      for place in lesson.whereItLives {
        out.row(
          "  " + place.framework.padding(toLength: 11, withPad: " ", startingAt: 0), place.example)
      }
      out.line()
      if let origin = lesson.origin {
        out.line(t.bold("Where this comes from"))
        out.paragraph(origin.paragraph, indent: 2)
        out.line()
      }
      out.line(t.bold("Live demo") + t.dim("  (traced from \(lesson.sourceFolder) as it runs)"))
      DemoCommand.printTrace(of: lesson, to: context)
      out.line()
      if let modern = lesson.modern {
        ModernSection.print(modern, of: lesson, context: context)
      }
      // The reading list is part of the lesson's page: printed after the
      // pager it would scroll the top off a small window.
      out.line()
      printReadingPath(of: lesson, context: context)
    }
    // One line after the pager, so that a reader who stops early with q
    // still sees where the code is.
    out.line("Read the code: \(lesson.sourceFolder)/")

    // Reading a lesson makes its kata the one `kata`, `check` and `hint` mean.
    let kata = context.catalogue.katas(for: lesson).first
    context.learner.learn(lesson, kata: kata)
    if let kata = context.catalogue.katas(for: lesson).first {
      out.next("Now practise it:", "\(Tour.shortCommand) kata \(kata.id)")
    } else {
      out.next(context.learner.nextStep)
    }
    return 0
  }

  /// The files to read, in order, from the lesson's README; just the folder
  /// if the README is missing or not in the expected shape.
  static func printReadingPath(of lesson: Lesson, context: TourContext) {
    do {
      let path = try ReadingPaths.load(for: lesson, in: context.kit)
      let lines = ReadingPathList.lines(of: path, width: context.terminal.width)
      context.out.line(context.terminal.bold(lines[0]))
      for line in lines.dropFirst() { context.out.line(line) }
    } catch {
      context.out.line("Read the code: \(lesson.sourceFolder)/")
    }
  }

  /// Swaps box-drawing characters for ASCII, for terminals without Unicode.
  static func asciiDiagram(_ line: String) -> String {
    let map: [Character: Character] = [
      "─": "-", "│": "|", "▶": ">", "◀": "<", "▲": "^", "▼": "v",
      "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+",
      "→": ">", "…": ".",
    ]
    return String(line.map { map[$0] ?? $0 })
  }
}
