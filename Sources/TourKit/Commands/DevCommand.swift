import Foundation

/// `dev`: commands for the kit's authors, kept out of a learner's way (the
/// learner's `help` only points here). Today: `dev new`, which scaffolds a
/// kata; `verify <kata>` then checks it and lists what it still lacks.
enum DevCommand: TourCommand {
  static let name = "dev"
  static let arguments = "new <kata-id> <pattern> [steps]"
  static let summary = "For kit authors: scaffold a new kata"
  static let details = """
    dev new <kata-id> <pattern> [steps] writes a new kata with every file it \
    needs (kata.json, the brief, three hints per step, the starter and its \
    workbench copy, the solution and its notes, one test file per step, and \
    one example wrong solution), each marked TODO where the kata's own words \
    and code go. The id is lower-case words with dashes; the pattern is a \
    lesson's id (see `list`); steps default to 3 (1 to 9). It never writes \
    over a file. Then add the module to the workbench in Package.swift and \
    run `swift run patterns-tour verify <kata-id>`, which builds it and lists \
    what it still lacks. CONTRIBUTING.md, "Adding a kata", says the rest.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let (words, _) = try parse(arguments)
    guard let subcommand = words.first else {
      throw TourError.usage(
        "`dev` needs a subcommand.", suggestion: "See: swift run patterns-tour dev --help")
    }
    guard subcommand == "new" else {
      throw TourError.usage(
        "`dev` has no subcommand `\(subcommand)`; it has `new`.",
        suggestion: DidYouMean.suggestion(for: subcommand, among: ["new"]).map {
          DidYouMean.advice($0, command: Self.name, arguments: words, replacing: subcommand)
        } ?? "See: swift run patterns-tour dev --help")
    }
    return try new(Array(words.dropFirst()), context: context)
  }

  private static func new(_ words: [String], context: TourContext) throws -> Int32 {
    guard words.count == 2 || words.count == 3 else {
      throw TourError.usage(
        "`dev new` takes a kata id, a pattern and optionally a number of steps.",
        suggestion: "For example: swift run patterns-tour dev new fix-the-feed data-source 4")
    }
    let (id, patternName) = (words[0], words[1])
    guard KataID.isWellFormed(id) else {
      throw TourError.usage(
        "`\(id)` is not a kata id: use lower-case words joined by dashes, "
          + "starting with a letter (like slim-timeline).")
    }
    let lesson = try context.lesson(named: patternName)
    let steps = words.count == 3 ? Int(words[2]) : 3
    guard let steps, (1...9).contains(steps) else {
      throw TourError.usage("the number of steps is a whole number from 1 to 9.")
    }
    if let existing = context.catalogue.kata(id) {
      throw TourError.failure(
        "there is already a kata `\(id)` (\(existing.title)); choose another id.")
    }
    let scaffold = KataScaffold(kit: context.kit, id: id, pattern: lesson.id, stepCount: steps)
    let clashes = scaffold.clashes
    guard clashes.isEmpty else {
      throw TourError.failure(
        "these already exist, and the scaffold never writes over anything: "
          + clashes.joined(separator: ", ") + ".",
        suggestion: "Choose another id, or move them away first.")
    }
    let written: [String]
    do {
      written = try scaffold.write()
    } catch {
      throw TourError.failure(
        "could not write the kata's files: \(PlainErrors.describe(error, in: context.kit)).")
    }
    let out = context.out
    out.heading("New kata: \(id)")
    for path in written { out.line("  wrote \(path)") }
    out.line()
    out.paragraph(
      "The kata is two modules: \(scaffold.module)Kit, the reusable part, which cannot "
        + "see \(scaffold.module)App, the app that builds on it. Rename them along your "
        + "pattern's seam. Add the kata to the workbench in Package.swift:")
    out.line()
    for line in scaffold.packageEntry.split(separator: "\n") { out.line("    " + line) }
    out.line()
    out.paragraph(
      "Then fill in the "
        + "TODOs, write the tests step by step, and at least "
        + "\(KataCompleteness.minimumWrongSolutions) wrong solutions under "
        + "Exercises/\(id)/wrong/ (CONTRIBUTING.md, \"Adding a kata\").")
    out.next("See what it still lacks:", "swift run patterns-tour verify \(id)")
    return 0
  }
}
