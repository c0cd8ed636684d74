import Foundation

/// `dev`: commands for the kit's authors, kept out of a learner's way (the
/// learner's `help` only points here): `dev new` scaffolds a kata, and the
/// `wrong` commands make, convert and refresh the patches that record its
/// known wrong solutions. `verify <kata>` then checks the kata.
enum DevCommand: TourCommand {
  static let name = "dev"
  static let audience = CommandAudience.author
  static let syntax = CommandSyntax(
    more: "new | wrong | convert-wrong | rebase-wrong | classes ...")
  static let summary = "For kit authors: scaffold a kata, record its wrong solutions"
  static let details = """
    dev new <kata-id> <pattern> [steps] writes a new kata with every file it \
    needs (kata.json, the brief, three hints per step, the starter and its \
    workbench copy, the solution and its notes, one test file per step, and \
    one example wrong solution), each marked TODO where the kata's own words \
    and code go. The id is lower-case words with dashes; the pattern is a \
    lesson's id (see `list`); steps default to 3 (1 to 9). It never writes \
    over a file.

    dev wrong <kata> <name> --edit writes the reference solution (with the \
    wrong solution's patch, if it has one) to .tour/dev/wrong/<kata>/<name>/ \
    for you to make the mistake in; dev wrong <kata> <name> then stores the \
    difference as Exercises/<kata>/wrong/<name>.patch. With --from <folder> \
    it stores the difference from a whole workbench instead (a file the \
    folder lacks is deleted), with --from <file.swift> from one file that \
    replaces the solution's file of that name.

    dev convert-wrong [kata] turns wrong solutions kept as folders of whole \
    files (Exercises/<kata>/wrong/<name>/, laid over the solution) into \
    patches, checks that each patch re-creates the files byte for byte, and \
    deletes the folders.

    dev rebase-wrong <kata> [--map Old.swift=New/Path.swift]... re-applies \
    each wrong solution's patch to a reference solution that has changed, \
    with `patch`'s fuzz, and rewrites the patches; --map says where a file \
    went (map one file to several when it was split). --dry-run only says \
    what it would do. CONTRIBUTING.md, "Wrong solutions", says more.

    dev classes [--markdown] counts every kata's wrong solutions by class \
    (kata.json's "class": lifetimes, identity, depth, ...), so a class a \
    kata's tests never look at shows as an empty cell; it exits 1 while a \
    wrong solution has no class the kit knows.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let subcommands = ["new", "wrong", "convert-wrong", "rebase-wrong", "classes"]
    guard let subcommand = arguments.first, !subcommand.hasPrefix("-") else {
      throw TourError.usage(
        "`dev` needs a subcommand: \(subcommands.joined(separator: ", ")).",
        suggestion: "See: \(Tour.shortCommand) dev --help")
    }
    let rest = Array(arguments.dropFirst())
    switch subcommand {
    case "new":
      let words = try CommandSyntax(more: "").read(rest, command: "dev new").words
      return try DevNew.run(words, context: context)
    case "wrong": return try DevWrong.run(rest, context: context)
    case "convert-wrong": return try DevConvertWrong.run(rest, context: context)
    case "rebase-wrong": return try DevRebaseWrong.run(rest, context: context)
    case "classes": return try DevClasses.run(rest, context: context)
    default:
      throw TourError.usage(
        "`dev` has no subcommand `\(Echo.quoted(subcommand))`; it has "
          + subcommands.joined(separator: ", ") + ".",
        suggestion: DidYouMean.suggestion(for: subcommand, among: subcommands).map {
          DidYouMean.advice($0, command: Self.name, arguments: arguments, replacing: subcommand)
        } ?? "See: \(Tour.shortCommand) dev --help")
    }
  }

  /// An error in a sentence: a `TourError`'s message, a file error in the
  /// system's words, anything else as it describes itself.
  static func describe(_ error: any Error, in kit: Kit) -> String {
    if let error = error as? TourError { return error.message }
    return PlainErrors.describe(error, in: kit)
  }

  /// The command line that makes a wrong solution's patch: said wherever a
  /// patch is missing or no longer applies.
  nonisolated static func wrongCommand(_ kata: String, _ name: String, _ option: String = "")
    -> String
  {
    "\(Tour.shortCommand) dev wrong \(kata) \(name)" + (option.isEmpty ? "" : " " + option)
  }
}
