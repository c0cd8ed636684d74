import Foundation

/// The backup `reset` and `restore` take before they replace the learner's
/// files, and the line that tells the learner where those files are now.
@MainActor
enum SafetyBackup {
  /// Backs up the kata's workbench (see `Backups.backUp`) and says what
  /// happened. The backup holds exactly the workbench's files when this
  /// returns, so the caller may replace them. When no copy can be made it throws, so that the caller
  /// replaces nothing: `doing` says what was not done ("nothing was reset").
  static func take(of kata: Kata, context: TourContext, otherwise doing: String) throws
    -> Backups.Outcome
  {
    let outcome: Backups.Outcome
    do {
      outcome = try Backups(kit: context.kit).backUp(
        kata, lastCheck: context.learner.lastCheck(of: kata))
    } catch {
      let full = DiskFull.isCause(of: error)
      // A full disk is said as such: the temporary file it stopped at
      // would tell the learner nothing.
      throw TourError.failure(
        "could not back up your files "
          + (full
            ? "because the disk is full"
            : "(\(PlainErrors.describe(error, in: context.kit)))") + ", so \(doing).",
        suggestion: full
          ? DiskFull.advice : "Check that .tour/ is writable: \(Tour.shortCommand) doctor")
    }
    let out = context.out
    switch outcome {
    case .saved(let folder):
      // On a line of its own: the path of a long kata's backup is long.
      out.line("Your files are saved in:")
      out.line("  " + context.terminal.bold(context.kit.relative(folder) + "/"))
    case .sameAsStarter:
      out.line("Your files are the starting code, so there was nothing to back up.")
    case .alreadySaved(let folder):
      out.paragraph(
        "Your files are already kept, unchanged, in the backup "
          + "\(folder.lastPathComponent), so no second copy was made.")
    }
    return outcome
  }

  /// Puts the Swift files of `source` in the kata's workbench, once `take`
  /// has kept the learner's. A failure midway (a full disk) leaves some
  /// files replaced and some not; the learner's version is in `kept`, and
  /// the message says so.
  static func replaceWorkbench(
    of kata: Kata, with source: URL, kept: URL?, context: TourContext, doing: String
  ) throws {
    let workbench = kata.paths(in: context.kit).workbench
    do {
      try FolderSync.mirror(source, to: workbench, durable: true)
    } catch {
      let full = DiskFull.isCause(of: error)
      let safe =
        kept.map { "Your own version is safe in \(context.kit.relative($0))/." }
        ?? "Your own files were the starting code."
      throw TourError.failure(
        "could not finish \(doing) "
          + (full
            ? "because the disk is full"
            : "(\(PlainErrors.describe(error, in: context.kit)))") + ": some files in "
          + "\(context.kit.relative(workbench)) may be old and some new. " + safe,
        suggestion: (full ? DiskFull.advice : "Fix that, then run the command again.")
          + "\nSee your backups with: \(Tour.shortCommand) restore \(kata.id)")
    }
  }
}
