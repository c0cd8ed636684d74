import Foundation

/// `dev new <kata-id> <pattern> [steps]`: scaffolds a kata (see
/// `KataScaffold`), which `verify <kata>` then checks.
@MainActor
enum DevNew {
  static func run(_ words: [String], context: TourContext) throws -> Int32 {
    guard words.count == 2 || words.count == 3 else {
      throw TourError.usage(
        "`dev new` takes a kata id, a pattern and optionally a number of steps.",
        suggestion: "For example: \(Tour.shortCommand) dev new fix-the-feed data-source 4")
    }
    let (id, patternName) = (words[0], words[1])
    guard KataID.isWellFormed(id) else {
      throw TourError.usage(
        "`\(Echo.quoted(id))` is not a kata id: use lower-case words joined by dashes, "
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
      "Every file says TODO where the kata's own words and code go. Fill in the "
        + "TODOs, write the tests step by step, and record at least "
        + "\(KataCompleteness.minimumWrongSolutions) wrong solutions, each a patch made with "
        + "`dev wrong \(id) <name> --edit` (CONTRIBUTING.md, \"Adding a kata\").")
    out.next("See what it still lacks:", "\(Tour.shortCommand) verify \(id)")
    return 0
  }
}
