import Foundation

/// The learner's folder for a kata, `Sources/Katas/<Kata>`, as it stands on
/// disk, checked before a command reads or writes it.
///
/// The folder may be a link: learners keep their code in a synced folder
/// and link the workbench to it. The tour follows such a link. What it
/// cannot follow (a link to a folder that is not there, say a synced drive
/// not mounted yet) it refuses plainly, because writing through it would
/// make a new, empty folder where the learner's code should be, and
/// reading through it would see no files and back up nothing.
enum WorkbenchFolder {
  /// What is wrong with a workbench, and what the learner can do.
  struct Problem: Equatable {
    let message: String
    let advice: String
  }

  /// Throws, saying why and what to do, when `kata`'s workbench cannot be
  /// read or written safely; `doing` says what was not done ("nothing was
  /// reset").
  @MainActor
  static func ensureUsable(_ kata: Kata, context: TourContext, otherwise doing: String) throws {
    let kit = context.kit
    guard let problem = problem(with: kata.paths(in: kit).workbench, in: kit) else { return }
    throw TourError.failure(problem.message + " So \(doing).", suggestion: problem.advice)
  }

  /// Why `folder` cannot be used; nil when it can (a folder, a link to
  /// one, or nothing yet, which the tour makes).
  static func problem(with folder: URL, in kit: Kit) -> Problem? {
    let manager = FileManager.default
    let name = kit.relative(folder)
    var isFolder: ObjCBool = false
    let exists = manager.fileExists(atPath: folder.path, isDirectory: &isFolder)
    guard let destination = try? manager.destinationOfSymbolicLink(atPath: folder.path) else {
      guard exists && !isFolder.boolValue else { return nil }
      return Problem(
        message: "\(name) is a file, not a folder.",
        advice: "Move it aside, then run the command again:\n  mv \(name) \(name).moved")
    }
    let advice =
      "Make that folder available again (a synced or network drive may not be mounted "
      + "yet), or remove the link, which removes nothing it points to:\n  rm \(name)"
    if !exists {
      return Problem(
        message: "\(name) is a link to \(destination), which is not there.", advice: advice)
    }
    if !isFolder.boolValue {
      return Problem(
        message: "\(name) is a link to \(destination), which is a file, not a folder.",
        advice: advice)
    }
    return nil
  }
}
