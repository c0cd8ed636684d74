import Foundation

/// Turns wrong solutions kept the old way, as folders of whole files laid
/// over the reference solution (`Exercises/<kata>/wrong/<name>/`), into
/// patches (`Exercises/<kata>/wrong/<name>.patch`).
///
/// It can run again and again: branches written before patches may still
/// bring folders in, and each run converts whatever folders it finds.
/// Nothing is deleted before its patch has been applied to the solution and
/// shown to give back every file of the folder byte for byte.
struct WrongFolderConversion {
  let kit: Kit
  let kata: Kata

  /// What converting one folder did.
  struct Converted {
    let name: String
    /// Lines of the folder's files, and of the patch that replaces them.
    let folderLines: Int
    let patchLines: Int
    /// Whether a patch of that name was there before (the folder wins).
    let replacedPatch: Bool
    /// Files kata.json's `removes` deleted; the patch deletes them now.
    let foldedRemoves: [String]
  }

  private var paths: Kata.Paths { kata.paths(in: kit) }

  /// The wrong solutions still kept as folders.
  var folders: [String] {
    let manager = FileManager.default
    let entries = (try? manager.contentsOfDirectory(atPath: paths.wrong.path)) ?? []
    return entries.filter { entry in
      var isFolder: ObjCBool = false
      let url = paths.wrong.appendingPathComponent(entry)
      return !entry.hasPrefix(".") && manager.fileExists(atPath: url.path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }

  /// Converts the folder `name`: writes its patch, checks it, deletes it.
  func convert(_ name: String) throws -> Converted {
    let folder = paths.wrong.appendingPathComponent(name)
    let overlay = try WrongPatchMaker.files(in: folder)
    let removes = kata.wrongSolutions.first { $0.name == name }?.removes ?? []
    let solution = WrongPatch.solutionFiles(of: kata, in: kit)
    var wrong = solution
    for (path, text) in overlay { wrong[path] = text }
    for path in removes { wrong[path] = nil }
    guard let patch = WrongPatchMaker.patch(from: solution, to: wrong) else {
      throw TourError.failure(
        "its files are the same as the solution's, so there is no mistake to record; "
          + "the folder is left as it is.")
    }
    let text = try WrongPatchMaker.checkedText(of: patch, from: solution, to: wrong)
    try checkBytes(of: text, against: folder, overlay: Array(overlay.keys), solution: solution)
    let file = WrongPatch.file(of: name, in: paths)
    let replaced = FileManager.default.fileExists(atPath: file.path)
    try WrongPatchMaker.write(text, to: file)
    try FileManager.default.removeItem(at: folder)
    return Converted(
      name: name, folderLines: overlay.values.map { TextLines.split($0).count }.reduce(0, +),
      patchLines: TextLines.split(text).count, replacedPatch: replaced, foldedRemoves: removes)
  }

  /// Applies the patch's text to the solution and compares each file it
  /// gives with the folder's file on disk, as bytes (reading a file into a
  /// `String` could hide a byte-order mark or an invalid byte).
  private func checkBytes(
    of text: String, against folder: URL, overlay: [String], solution: [String: String]
  ) throws {
    var result = solution
    for (path, changed) in try PatchApplier.apply(PatchParser.parse(text), to: solution) {
      result[path] = changed
    }
    for path in overlay {
      let onDisk = try Data(contentsOf: folder.appendingPathComponent(path))
      guard let made = result[path] ?? nil, Data(made.utf8) == onDisk else {
        throw TourError.failure("its patch does not re-create \(path) byte for byte; kept.")
      }
    }
  }
}
