import Foundation

/// `kata <name>`: the kata's brief, and which files to open.
enum KataCommand: TourCommand {
  static let name = "kata"
  static let syntax = CommandSyntax(words: [.kata])
  static let summary = "Read a kata's story, files and steps"
  static let details = """
    Prints the brief and makes this the kata that check, hint and watch use \
    when you do not name one. While you read, it compiles the kata in the \
    background (see `help warm`), so its first check takes seconds.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let words = try read(arguments).words
    let kata = try context.kata(named: words.first)
    let paths = kata.paths(in: context.kit)
    let out = context.out
    let t = context.terminal
    guard let brief = try? String(contentsOf: paths.brief, encoding: .utf8) else {
      throw TourError.failure(
        "the brief \(context.kit.relative(paths.brief)) is missing.",
        suggestion: "Restore it from the kit's download, then run: \(Tour.shortCommand) doctor")
    }
    // Before the brief: the pager waits for the learner, the build need not.
    let building = BackgroundBuild.start(kata, in: context.kit)
    out.paged(linesAfter: building ? 4 : 3) {
      MarkdownPrinter(terminal: t).print(brief, to: out)
      out.line()
      out.line(t.bold("Open these in your editor:"))
      for file in kata.files {
        out.line("  " + context.kit.relative(paths.workbench.appendingPathComponent(file)))
      }
      out.line(t.dim("The tests that judge you: \(context.kit.relative(paths.tests))/"))
      out.line(t.dim("In Xcode or VS Code: \(Tour.shortCommand) open \(kata.id)"))
    }
    if building {
      out.line(t.dim("Compiling the kata in the background while you read, for a quick check."))
    }
    context.learner.open(kata)
    out.next("Then see which step fails first:", "\(Tour.shortCommand) check \(kata.id)")
    return 0
  }
}
