import Foundation

/// The backup `reset` and `restore` take before they replace the learner's
/// files, and the line that tells the learner where those files are now.
@MainActor
enum SafetyBackup {
  /// Backs up the kata's workbench (see `Backups.backUp`) and says what
  /// happened. When no copy can be made it throws, so that the caller
  /// replaces nothing: `doing` says what was not done ("nothing was reset").
  static func take(of kata: Kata, context: TourContext, otherwise doing: String) throws
    -> Backups.Outcome
  {
    let outcome: Backups.Outcome
    do {
      outcome = try Backups(kit: context.kit).backUp(
        kata, lastCheck: context.learner.lastCheck(of: kata))
    } catch {
      throw TourError.failure(
        "could not back up your files (\(PlainErrors.describe(error, in: context.kit))), "
          + "so \(doing).",
        suggestion: "Check that .tour/ is writable: swift run patterns-tour doctor")
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
}
