import Foundation

/// `reset <kata>`: back to the starting code, after saving the learner's.
enum ResetCommand: TourCommand {
  static let name = "reset"
  static let syntax = CommandSyntax(words: [CommandSyntax.Word(name: "kata", optional: false)])
  static let summary = "Start a kata over; your code is backed up"
  static let details = """
    Copies your files for the kata into .tour/backups/<kata>/<time>/, then \
    puts the pristine starter back in Sources/Katas. Works without git. No \
    copy is made when a backup already holds the same files. The kata's step \
    progress is cleared; your hints stay seen. `restore <kata>` lists the \
    backups and brings one back.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let words = try read(arguments).words
    let name = try firstWord(
      of: words,
      missing: "say which kata to reset; reset never guesses, because it replaces files.",
      example: context.learner.defaultKata?.id ?? "slim-timeline")
    let kata = try context.kata(named: name)
    try WorkbenchFolder.ensureUsable(kata, context: context, otherwise: "nothing was reset")
    // Another reset or restore of this kata finishes first.
    return try Backups(kit: context.kit).lock(kata).withLock {
      try reset(kata, context: context)
    }
  }

  /// Backs up the learner's files and puts the starter back.
  private static func reset(_ kata: Kata, context: TourContext) throws -> Int32 {
    let paths = kata.paths(in: context.kit)
    let out = context.out
    let t = context.terminal
    guard !FolderSync.swiftFiles(in: paths.starter).isEmpty else {
      throw TourError.failure(
        "the pristine starter \(context.kit.relative(paths.starter)) is missing, so there is "
          + "nothing to reset to. Your files were not touched.")
    }
    out.heading("\(kata.title) \(t.dim("· reset"))")
    if FolderSync.sameSwiftFiles(paths.starter, paths.workbench) {
      out.line("Your files are already the starting code; nothing to back up or replace.")
      out.next("Read the brief again:", "\(Tour.shortCommand) kata \(kata.id)")
      return 0
    }
    let outcome = try SafetyBackup.take(of: kata, context: context, otherwise: "nothing was reset")
    try SafetyBackup.replaceWorkbench(
      of: kata, with: paths.starter, kept: outcome.folder, context: context,
      doing: "the reset")
    // Starting over means the kata is not done any more either; checking a
    // restored version marks it done again.
    context.learner.reset(kata)

    out.line("\(kata.module) now holds the starting code again.")
    if let kept = outcome.folder {
      let newest = Backups(kit: context.kit).list(kata).last?.lastPathComponent
      let name = kept.lastPathComponent == newest ? "latest" : kept.lastPathComponent
      out.line()
      out.line(t.dim("To bring your version back:"))
      out.line(t.dim("  \(Tour.shortCommand) restore \(kata.id) \(name)"))
    }
    out.next("Start again from step 1:", "\(Tour.shortCommand) check \(kata.id)")
    return 0
  }
}
