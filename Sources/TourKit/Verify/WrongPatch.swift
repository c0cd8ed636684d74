import Foundation

/// A known wrong solution as verify builds it: its patch,
/// `Exercises/<kata>/wrong/<name>.patch`, applied to the kata's reference
/// solution. The patch is the whole record of the mistake, so a reader sees
/// exactly what the wrong solution does differently and nothing else.
///
/// The patched files are written to a folder of their own under the scratch
/// area, and laid over the solution like any other overlay.
struct WrongPatch {
  let kit: Kit
  let kata: Kata
  let wrong: WrongSolution

  /// The patch file.
  var file: URL { Self.file(of: wrong.name, in: kata.paths(in: kit)) }

  static func file(of name: String, in paths: Kata.Paths) -> URL {
    paths.wrong.appendingPathComponent(name + ".patch")
  }

  /// Where the patched files are written, under `.tour/build`.
  var folder: URL {
    kit.scratch.appendingPathComponent("wrong-patched/\(kata.id)/\(wrong.name)")
  }

  /// Why a patch cannot be used, said so a maintainer can act on it.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The files the patch changes, by path in the workbench: the new text,
  /// or nil for a file it deletes.
  func changedFiles() throws(Failure) -> [String: String?] {
    let name = kit.relative(file)
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      let exists = FileManager.default.fileExists(atPath: file.path)
      throw Failure(
        description: "wrong solution `\(wrong.name)` has no patch: \(name) is "
          + (exists ? "not UTF-8 text" : "missing") + ". Make one: "
          + DevCommand.wrongCommand(kata.id, wrong.name, "--edit"))
    }
    do {
      let patch = try PatchParser.parse(text)
      if let other = patch.files.first(where: { !$0.path.hasSuffix(".swift") }) {
        throw PatchError(file: other.path, "a wrong solution changes only the kata's Swift files")
      }
      return try PatchApplier.apply(patch, to: Self.solutionFiles(of: kata, in: kit))
    } catch {
      throw Failure(
        description: "wrong solution `\(wrong.name)`: its patch, \(name), no longer applies "
          + "to the reference solution: \(error). Refresh every patch of the kata: "
          + "\(Tour.shortCommand) dev rebase-wrong \(kata.id) (or remake this one: "
          + DevCommand.wrongCommand(kata.id, wrong.name, "--edit") + ")")
    }
  }

  /// Writes the changed files into `folder`, and only them; returns the
  /// paths the patch deletes, to be left out of the build.
  func materialize() throws -> Set<String> {
    let changed = try changedFiles()
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    for (path, text) in changed {
      guard let text else { continue }
      let url = folder.appendingPathComponent(path)
      // Written only when different, so the build stays incremental.
      if (try? String(contentsOf: url, encoding: .utf8)).map({ TextLines.same($0, text) }) != true {
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
      }
    }
    for stale in FolderSync.swiftFiles(in: folder) where (changed[stale] ?? nil) == nil {
      try manager.removeItem(at: folder.appendingPathComponent(stale))
    }
    return Set(changed.filter { $0.value == nil }.keys)
  }

  /// The reference solution's Swift files, by path in the workbench: the
  /// starter's with the solution's laid over them, minus those it deletes.
  static func solutionFiles(of kata: Kata, in kit: Kit) -> [String: String] {
    let solution = ScratchPackage.Member.solution(of: kata, in: kit)
    var files: [String: String] = [:]
    for folder in [solution.sources] + solution.overlays {
      for path in FolderSync.swiftFiles(in: folder) where !solution.removed.contains(path) {
        files[path] = try? String(contentsOf: solution.origin(of: path), encoding: .utf8)
      }
    }
    return files
  }
}
