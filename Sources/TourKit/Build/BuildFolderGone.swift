import Foundation

/// The check's package went away while a check ran: someone (or a clean-up
/// script, or `rm -rf .tour`) deleted `.tour/build` from under it.
///
/// The build then fails with SwiftPM's word that there is no package, and
/// the tests cannot be found; read as a verdict, that would say "your code
/// does not compile", and send the learner hunting through code that is
/// fine. So a build or test run that failed is first held against the
/// package's manifest: when it is gone, this error says what happened and
/// what to do, and `check`'s usual path for a check that could not run
/// prints it.
struct BuildFolderGone: Error, CustomStringConvertible {
  /// The package's folder, relative to the kit.
  let folder: String
  let kata: String

  var description: String {
    "the build folder \(folder) went away during the check (was it deleted?). "
      + "Nothing of yours was changed: check again, "
      + "`\(Tour.shortCommand) check \(kata)`, and it is built afresh"
  }
}

extension KataCheck {
  /// Throws `BuildFolderGone` when the package has lost its manifest: the
  /// failure just seen is the folder's going, not the learner's code.
  func confirmPackageIsThere(_ package: ScratchPackage) throws {
    let manifest = package.folder.appendingPathComponent("Package.swift")
    guard !FileManager.default.fileExists(atPath: manifest.path) else { return }
    throw BuildFolderGone(folder: kit.relative(package.folder), kata: kata.id)
  }
}
