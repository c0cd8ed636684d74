import Foundation

/// `restore <kata> [backup]`: lists a kata's backups, or brings one back.
enum RestoreCommand: TourCommand {
  static let name = "restore"
  static let syntax = CommandSyntax(
    words: [CommandSyntax.Word(name: "kata", optional: false), CommandSyntax.Word(name: "backup")])
  static let summary = "List a kata's backups, or bring one back"
  static let details = """
    With just a kata, lists the backups of your code (`reset` and `restore` \
    make one before they replace it), newest last, each with how many steps passed at your last check before it was \
    saved and which files differ from the starter. With a backup's name (or \
    `latest`), puts those files back in Sources/Katas. Your current files \
    are backed up first, unless they are the starting code or a backup \
    already holds them, so restoring never loses work either.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let words = try read(arguments).words
    let name = try firstWord(
      of: words, missing: "say which kata's backups to show.", example: "slim-timeline")
    let kata = try context.kata(named: name)
    try WorkbenchFolder.ensureUsable(kata, context: context, otherwise: "nothing was restored")
    // Another reset or restore of this kata finishes first, so "latest"
    // means the newest backup once it has.
    return try Backups(kit: context.kit).lock(kata).withLock {
      try restore(kata, words: words, context: context)
    }
  }

  /// Lists the kata's backups, or brings the one named in `words` back.
  private static func restore(_ kata: Kata, words: [String], context: TourContext) throws
    -> Int32
  {
    let saved = Backups(kit: context.kit).list(kata)
    let out = context.out
    let t = context.terminal
    guard !saved.isEmpty else {
      out.heading("\(kata.title) \(t.dim("· backups"))")
      out.line("No backups yet: `reset` makes one each time it replaces your code.")
      out.next("Back to the kata:", "\(Tour.shortCommand) check \(kata.id)")
      return 0
    }
    guard words.count == 2 else {
      out.paged { list(saved, of: kata, context: context) }
      return 0
    }
    let wanted = words[1]
    guard
      let chosen = wanted == "latest"
        ? saved.last : saved.first(where: { $0.lastPathComponent == wanted })
    else {
      let names = saved.map(\.lastPathComponent)
      let suggestion = DidYouMean.suggestion(for: wanted, among: names)
      throw TourError.usage(
        "\(kata.id) has no backup called `\(Echo.quoted(wanted))`.",
        suggestion: suggestion.map {
          DidYouMean.advice($0, command: Self.name, arguments: words, replacing: wanted)
        } ?? "Backups: \(names.map { Echo.escaped($0) }.joined(separator: ", ")). See them with:\n"
          + "  \(Tour.shortCommand) restore \(kata.id)")
    }
    out.heading("\(kata.title) \(t.dim("· restore"))")
    let workbench = kata.paths(in: context.kit).workbench
    if FolderSync.sameSwiftFiles(chosen, workbench) {
      out.line(
        "Your files are the same as \(Echo.escaped(chosen.lastPathComponent)): nothing to restore.")
      out.next("See where it stands:", "\(Tour.shortCommand) check \(kata.id)")
      return 0
    }
    let outcome = try SafetyBackup.take(
      of: kata, context: context, otherwise: "nothing was restored")
    try SafetyBackup.replaceWorkbench(
      of: kata, with: chosen, kept: outcome.folder, context: context, doing: "the restore")
    out.line(
      "Restored \(Echo.escaped(chosen.lastPathComponent)) into "
        + "\(context.kit.relative(workbench))/.")
    out.next("See where it stands:", "\(Tour.shortCommand) check \(kata.id)")
    return 0
  }

  /// Each backup, oldest first, with what it holds.
  private static func list(_ saved: [URL], of kata: Kata, context: TourContext) {
    let out = context.out
    let t = context.terminal
    out.heading("\(kata.title) \(t.dim("· backups"))")
    let starter = kata.paths(in: context.kit).starter
    for backup in saved {
      let latest = backup == saved.last ? t.dim("  (latest)") : ""
      out.line("  " + t.bold(Echo.escaped(backup.lastPathComponent)) + latest)
      let record = BackupRecord.load(from: backup)
      out.paragraph(BackupSummary.steps(record, of: kata), indent: 4)
      // A backup taken before records were kept is compared with the
      // starter as it is now.
      let changes = record?.changes ?? StarterChanges(of: backup, from: starter)
      out.paragraph(BackupSummary.files(changes), indent: 4)
    }
    out.next("Bring the newest back:", "\(Tour.shortCommand) restore \(kata.id) latest")
  }
}
