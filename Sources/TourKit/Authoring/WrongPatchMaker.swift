import Foundation

/// Makes a wrong solution's patch: the change from the kata's reference
/// solution to the wrong solution's files, both whole workbenches (paths
/// relative to the workbench, Swift files only).
///
/// Before anything is written, the patch is read back and applied to the
/// solution the way verify will apply it, and must give exactly the wrong
/// solution's bytes: a patch that could not re-create the files is never
/// stored.
enum WrongPatchMaker {
  /// Where a wrong solution is put to be worked on by hand (`dev wrong
  /// --edit`, or a `dev rebase-wrong` that needs a hand), inside the tour's
  /// own folder, which git ignores.
  static func editFolder(of name: String, _ kata: Kata, _ kit: Kit) -> URL {
    kit.tourFolder.appendingPathComponent("dev/wrong/\(kata.id)/\(name)")
  }

  /// The Swift files under `folder`, by path relative to it.
  static func files(in folder: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    for path in FolderSync.swiftFiles(in: folder) {
      files[path] = try text(at: folder.appendingPathComponent(path))
    }
    return files
  }

  /// A file's text; a patch holds text, so anything else is refused.
  static func text(at url: URL) throws -> String {
    guard let text = String(data: try Data(contentsOf: url), encoding: .utf8) else {
      throw TourError.failure("\(url.path) is not UTF-8 text, so it cannot go in a patch.")
    }
    return text
  }

  /// The patch from `solution` to `wrong`; nil when they are the same.
  static func patch(from solution: [String: String], to wrong: [String: String]) -> Patch? {
    let paths = Set(solution.keys).union(wrong.keys).sorted()
    let changes = paths.compactMap {
      LineDiff.change(path: $0, from: solution[$0], to: wrong[$0])
    }
    return changes.isEmpty ? nil : Patch(files: changes)
  }

  /// The patch's text, once it has been read back and shown to turn
  /// `solution` into exactly `wrong`.
  static func checkedText(
    of patch: Patch, from solution: [String: String], to wrong: [String: String]
  ) throws -> String {
    let text = PatchWriter.text(of: patch)
    var result = solution
    do {
      for (path, changed) in try PatchApplier.apply(PatchParser.parse(text), to: solution) {
        result[path] = changed
      }
    } catch {
      throw TourError.failure("the patch made does not apply to the solution (\(error)); a bug.")
    }
    let differing = Set(result.keys).union(wrong.keys).filter { path in
      guard let made = result[path], let wanted = wrong[path] else { return true }
      return !TextLines.same(made, wanted)
    }
    guard differing.isEmpty else {
      throw TourError.failure(
        "the patch made does not re-create "
          + differing.sorted().joined(separator: ", ") + " byte for byte; a bug.")
    }
    return text
  }

  /// One line per file the patch touches: "changes Feed.swift (+2 -1)".
  static func summary(of patch: Patch) -> [String] {
    patch.files.map { change in
      let lines = change.hunks.flatMap(\.lines)
      let added = lines.filter { if case .added = $0 { true } else { false } }.count
      let removed = lines.filter { if case .removed = $0 { true } else { false } }.count
      if change.createsFile { return "adds \(change.path) (\(added) line\(added == 1 ? "" : "s"))" }
      if change.deletesFile { return "deletes \(change.path)" }
      return "changes \(change.path) (+\(added) -\(removed))"
    }
  }

  /// Writes `text` to `file`, making its folder.
  static func write(_ text: String, to file: URL) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file, options: .atomic)
  }
}
