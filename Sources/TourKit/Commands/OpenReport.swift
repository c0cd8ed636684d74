import Foundation

/// What `open` says about things in the kata's package it did not make. It
/// never removes them: a folder where its link to the workbench should be
/// is often a copy an editor made, holding edits made since.
@MainActor
enum OpenReport {
  /// Throws when something stands where one of the package's links goes:
  /// the package would not be the kit's (an edit there would not reach the
  /// workbench), so the learner must first say what to keep.
  static func refuse(ifInTheWay kept: [IDEPackage.Kept], package: IDEPackage) throws {
    let blocking = kept.compactMap { item in item.inTheWayOf.map { (item.path, $0) } }
    guard let (path, link) = blocking.first else { return }
    let kit = package.kit
    let item = kit.relative(package.folder.appendingPathComponent(path))
    let destination = kit.relative(link.destination)
    let aside = kit.relative(kit.tourFolder) + "/" + (path as NSString).lastPathComponent + ".kept"
    let others = blocking.dropFirst().map {
      kit.relative(package.folder.appendingPathComponent($0.0))
    }
    // Edits belong in the workbench; the kit's own files (toolkit, tests,
    // brief) are not the learner's to change.
    let isWorkbench = link.destination == package.kata.paths(in: kit).workbench
    let keepEdits =
      isWorkbench
      ? "If you edited files in it, copy them into \(destination) first."
      : "If you wrote in it, keep what you need elsewhere: \(destination) is the kit's own."
    throw TourError.failure(
      "\(item) is a real folder or file, where open puts its link to \(destination). "
        + "An editor may have replaced the link with a copy. open left it as it is and "
        + "did not finish the package."
        + (others.isEmpty ? "" : " The same goes for: \(others.joined(separator: ", "))."),
      suggestion: keepEdits + " Then move it out of the way and open again:\n"
        + "  mv \(item) \(aside)\n"
        + "  \(Tour.shortCommand) \(OpenCommand.name) \(package.kata.id)")
  }

  /// Says which leftovers (a folder or link the learner added) were kept.
  static func printLeftovers(_ kept: [IDEPackage.Kept], package: IDEPackage, context: TourContext) {
    let leftovers = kept.filter { $0.inTheWayOf == nil }
    guard !leftovers.isEmpty else { return }
    let names = leftovers.map {
      package.kit.relative(package.folder.appendingPathComponent($0.path))
    }
    context.out.paragraph(
      "Kept, as open did not make \(names.count == 1 ? "it" : "them"): "
        + names.joined(separator: ", ")
        + ". The package does not use \(names.count == 1 ? "it" : "them"); "
        + "move \(names.count == 1 ? "it" : "them") elsewhere if you like.")
    context.out.line()
  }
}
