import Foundation

/// `restore <kata> [backup]`: lists a kata's backups, or brings one back.
enum RestoreCommand: TourCommand {
  static let name = "restore"
  static let arguments = "<kata> [backup]"
  static let summary = "List a kata's backups, or bring one back"
  static let details = """
    With just a kata, lists the backups `reset` made of your code, newest \
    last. With a backup's name (or `latest`), puts those files back in \
    Sources/Katas. Your current files are backed up first, so restoring never \
    loses work either.
    """

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let (words, _) = try parse(arguments)
    try expectAtMost(2, words)
    guard let name = words.first else {
      throw TourError.usage(
        "say which kata's backups to show.",
        suggestion: "For example: swift run patterns-tour restore slim-timeline")
    }
    let kata = try context.kata(named: name)
    let backups = Backups(kit: context.kit)
    let saved = backups.list(kata)
    let out = context.out
    let t = context.terminal
    out.heading("\(kata.title) \(t.dim("· backups"))")
    guard !saved.isEmpty else {
      out.line("No backups yet: `reset` makes one each time it replaces your code.")
      out.next("Back to the kata:", "swift run patterns-tour check \(kata.id)")
      return 0
    }
    guard words.count == 2 else {
      for backup in saved {
        let files = FolderSync.swiftFiles(in: backup).count
        out.line("  \(backup.lastPathComponent)  \(t.dim("\(files) file(s)"))")
      }
      out.next(
        "Bring the newest back:", "swift run patterns-tour restore \(kata.id) latest")
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
        "\(kata.id) has no backup called `\(wanted)`.",
        suggestion: suggestion.map {
          DidYouMean.advice($0, command: Self.name, arguments: words, replacing: wanted)
        } ?? "Backups: \(names.joined(separator: ", ")). See them with: "
          + "swift run patterns-tour restore \(kata.id)")
    }
    let workbench = kata.paths(in: context.kit).workbench
    if !FolderSync.sameSwiftFiles(chosen, workbench) {
      let safety = try backups.save(kata)
      out.line("Your current files are saved in \(context.kit.relative(safety))/.")
    }
    try FolderSync.mirror(chosen, to: workbench)
    out.line("Restored \(chosen.lastPathComponent) into \(context.kit.relative(workbench))/.")
    out.next("See where it stands:", "swift run patterns-tour check \(kata.id)")
    return 0
  }
}
