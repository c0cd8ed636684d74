import Foundation

/// The files a kata gives the learner ready-made: the starter's files that
/// `kata.json` neither lists for editing nor has the learner delete (the
/// subclass a data source replaces, the old way to the network). They hold
/// the fakes the tests measure with (a fake server, a clock, the interstitials' counter) and
/// the parts of the app the pattern does not touch.
///
/// A check builds the kit's own copies of them, from the pristine starter,
/// not the workbench's: a fake that the learner's code could rewrite would
/// let it decide what the tests see (a counter that never counts past one,
/// a fake server that does the pattern's work for it).
extension Kata {
  /// The provided files, relative to the kata's workbench.
  func providedFiles(in kit: Kit) -> [String] {
    FolderSync.swiftFiles(in: paths(in: kit).starter).filter { !learnersFiles.contains($0) }
  }

  /// The provided files whose workbench copy differs from the kit's: what
  /// a check leaves out of the build, and says so.
  func editedProvidedFiles(in kit: Kit) -> [String] {
    let paths = paths(in: kit)
    return providedFiles(in: kit).filter { file in
      let own = FileManager.default.contents(
        atPath: paths.workbench.appendingPathComponent(file).path)
      let kits = FileManager.default.contents(
        atPath: paths.starter.appendingPathComponent(file).path)
      return own != kits
    }
  }

  /// A folder under the tour's scratch space holding the kit's copies of
  /// the provided files, laid over the workbench in the check package.
  /// Written only where it differs, so a check after the first writes
  /// nothing.
  func providedOverlay(in kit: Kit) throws -> URL {
    let folder = kit.scratch.appendingPathComponent("provided/\(module)")
    _ = try FolderSync.mirror(
      [paths(in: kit).starter], to: folder, excluding: learnersFiles)
    return folder
  }

  /// The starter files that are the learner's: to edit, or to delete.
  private var learnersFiles: Set<String> { Set(files).union(removedInSolution) }
}
