import Foundation

/// Copies of the learner's files, taken before anything replaces them.
///
/// A backup is taken only when there is something new to keep: files that
/// are the starter's can always be had again with `reset`, and files that
/// are already in a backup are kept there. So `reset` and `restore`, run
/// back and forth, never pile up identical copies, and never lose work.
struct Backups {
  let kit: Kit

  /// What `backUp` did with the learner's files.
  enum Outcome: Equatable {
    /// They were copied into this new backup.
    case saved(URL)
    /// They are the starter's, so there was nothing to keep.
    case sameAsStarter
    /// They are exactly those of this earlier backup, so no second copy.
    case alreadySaved(URL)
  }

  /// Backs up the kata's workbench unless it holds the starter or an
  /// earlier backup already holds the same files. `lastCheck` is what the
  /// tour last saw of these files; it goes into the backup's record.
  func backUp(_ kata: Kata, lastCheck: BackupRecord.Check?, now: Date = Date()) throws
    -> Outcome
  {
    let paths = kata.paths(in: kit)
    let changes = StarterChanges(of: paths.workbench, from: paths.starter)
    if changes.isEmpty { return .sameAsStarter }
    if let same = list(kata).last(where: { FolderSync.sameSwiftFiles($0, paths.workbench) }) {
      return .alreadySaved(same)
    }
    let folder = try save(kata, now: now)
    let record = BackupRecord(
      lastCheck: lastCheck,
      editedAfterCheck: lastCheck.map { edited(paths.workbench, after: $0.at) } ?? false,
      changes: changes)
    try record.save(in: folder)
    return .saved(folder)
  }

  /// Copies the kata's workbench into a new, timestamped folder and returns
  /// it, whatever it holds (`backUp` decides whether a copy is needed).
  func save(_ kata: Kata, now: Date = Date()) throws -> URL {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd'T'HHmmss"
    var folder = kit.backups.appendingPathComponent(kata.id)
      .appendingPathComponent(formatter.string(from: now))
    var attempt = 1
    while FileManager.default.fileExists(atPath: folder.path) {
      attempt += 1
      folder = folder.deletingLastPathComponent()
        .appendingPathComponent(formatter.string(from: now) + "-\(attempt)")
    }
    try FolderSync.mirror(kata.paths(in: kit).workbench, to: folder)
    return folder
  }

  /// Every backup of `kata`, oldest first. Only folders count: a stray
  /// file (a `.DS_Store`, say) is not a backup.
  func list(_ kata: Kata) -> [URL] {
    let folder = kit.backups.appendingPathComponent(kata.id)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }.filter { url in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
  }

  /// Whether a Swift file in `folder` was saved after `date`. A file whose
  /// date cannot be read counts as edited: better to doubt a check's result
  /// than to vouch for it.
  private func edited(_ folder: URL, after date: Date) -> Bool {
    FolderSync.swiftFiles(in: folder).contains { file in
      let path = folder.appendingPathComponent(file).path
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      return (attributes?[.modificationDate] as? Date).map { $0 > date } ?? true
    }
  }
}
