import Foundation

/// Re-applies a kata's wrong-solution patches to a reference solution that
/// has changed, and rewrites them against it.
///
/// verify applies a patch strictly, so any change to the solution near a
/// hunk stops it. This is the maintainer's way through: each hunk is given
/// to `patch`, which finds it a few lines away and lets the outermost kept
/// lines differ ("fuzz"), and the result is diffed against the new solution
/// again. `map` says where a file went when the solution was reorganised;
/// a file split in several is mapped to each, and each hunk goes to the
/// first that takes it. A hunk that fits nowhere is left for a person: the
/// half-done wrong solution goes to its edit folder with a `.rej` file.
struct WrongPatchRebase {
  let kit: Kit
  let kata: Kata
  /// Old path → the new paths it went to, in the order to try them.
  var map: [String: [String]] = [:]
  /// Only say what would happen; write nothing.
  var dryRun = false

  enum Outcome {
    /// The patch applies to the solution as it is.
    case fits
    /// Rewritten (or, on a dry run, could be); `fuzzy` are the hunks that
    /// needed fuzz, worth a look.
    case rebased(fuzzy: [String])
    /// Some hunks fit nowhere; the rest is in `folder` (nil on a dry run).
    case needsHand(rejected: [String], folder: URL?)
  }

  /// Rebases the patch of the wrong solution `name`.
  func rebase(_ name: String) throws -> Outcome {
    let file = WrongPatch.file(of: name, in: kata.paths(in: kit))
    let patch = try PatchParser.parse(WrongPatchMaker.text(at: file))
    let solution = WrongPatch.solutionFiles(of: kata, in: kit)
    let mapped = patch.files.contains { map[$0.path] != nil }
    if !mapped, (try? PatchApplier.apply(patch, to: solution)) != nil { return .fits }

    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "patterns-rebase-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    for (path, text) in solution {
      try WrongPatchMaker.write(text, to: work.appendingPathComponent(path))
    }
    var fuzzy: [String] = []
    var rejected: [(target: String, label: String, hunk: Patch.Hunk)] = []
    for change in patch.files {
      let targets = map[change.path] ?? [change.path]
      if change.createsFile || change.deletesFile {
        if !createOrDelete(change, targets: targets, in: work) {
          rejected += change.hunks.map { (targets[0], "\(change.path) (whole file)", $0) }
        }
        continue
      }
      for (index, hunk) in change.hunks.enumerated() {
        let label = "\(change.path), hunk \(index + 1)"
        if let fuzz = try apply(hunk, toFirstOf: targets, in: work) {
          if !fuzz.isEmpty { fuzzy.append("\(label): \(fuzz)") }
        } else {
          rejected.append((targets[0], label, hunk))
        }
      }
    }
    guard rejected.isEmpty else {
      guard !dryRun else { return .needsHand(rejected: rejected.map(\.label), folder: nil) }
      let folder = try keepForHand(work, name: name, rejected: rejected)
      return .needsHand(rejected: rejected.map(\.label), folder: folder)
    }
    let wrong = try WrongPatchMaker.files(in: work)
    guard let rebased = WrongPatchMaker.patch(from: solution, to: wrong) else {
      throw TourError.failure("once re-applied it changes nothing in the new solution; kept.")
    }
    let text = try WrongPatchMaker.checkedText(of: rebased, from: solution, to: wrong)
    if !dryRun { try WrongPatchMaker.write(text, to: file) }
    return .rebased(fuzzy: fuzzy)
  }

  /// A new file is written to the first target, unless something is there;
  /// a deleted one deletes every target there is.
  private func createOrDelete(_ change: Patch.FileChange, targets: [String], in work: URL) -> Bool {
    let manager = FileManager.default
    let urls = targets.map { work.appendingPathComponent($0) }
    if change.createsFile {
      guard !manager.fileExists(atPath: urls[0].path) else { return false }
      let text = TextLines.join(change.hunks.flatMap(\.after))
      return (try? WrongPatchMaker.write(text, to: urls[0])) != nil
    }
    let present = urls.filter { manager.fileExists(atPath: $0.path) }
    for url in present { try? manager.removeItem(at: url) }
    return !present.isEmpty
  }

  /// Gives `hunk` to `patch` for each target in turn. Returns what `patch`
  /// said about fuzz ("" for none) once one takes it, or nil if none does.
  private func apply(_ hunk: Patch.Hunk, toFirstOf targets: [String], in work: URL) throws
    -> String?
  {
    let hunkFile = work.appendingPathComponent(".hunk.patch")
    let rejects = work.appendingPathComponent(".hunk.rej")
    defer {
      try? FileManager.default.removeItem(at: hunkFile)
      try? FileManager.default.removeItem(at: rejects)
    }
    for target in targets
    where FileManager.default.fileExists(atPath: work.appendingPathComponent(target).path) {
      let change = Patch.FileChange(oldPath: target, newPath: target, hunks: [hunk])
      try WrongPatchMaker.write(PatchWriter.text(of: change), to: hunkFile)
      // -f: never ask a question; -F 2: patch's usual fuzz, said out loud.
      let result = try ProcessRunner.run(
        "patch", ["-p1", "-f", "-F", "2", "-d", work.path, "-i", hunkFile.path, "-r", rejects.path])
      // GNU patch keeps a `.orig` copy when a hunk needed fuzz; not wanted.
      try? FileManager.default.removeItem(at: work.appendingPathComponent(target + ".orig"))
      guard result.succeeded else { continue }
      let fuzz = result.output.split(separator: "\n").filter { $0.contains("fuzz") }
      return fuzz.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; ")
    }
    return nil
  }

  /// Moves the half-done wrong solution to its edit folder, with a `.rej`
  /// file beside each file whose hunks did not fit.
  private func keepForHand(
    _ work: URL, name: String, rejected: [(target: String, label: String, hunk: Patch.Hunk)]
  ) throws -> URL {
    let folder = WrongPatchMaker.editFolder(of: name, kata, kit)
    guard !FileManager.default.fileExists(atPath: folder.path) else {
      throw TourError.failure(
        "some hunks did not fit, and \(kit.relative(folder))/ is already there (perhaps with "
          + "your edits); store or delete it, then run this again.")
    }
    for target in Set(rejected.map(\.target)) {
      let hunks = rejected.filter { $0.target == target }.map(\.hunk)
      let change = Patch.FileChange(oldPath: target, newPath: target, hunks: hunks)
      try WrongPatchMaker.write(
        PatchWriter.text(of: change), to: work.appendingPathComponent(target + ".rej"))
    }
    try FileManager.default.createDirectory(
      at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: work, to: folder)
    return folder
  }
}
