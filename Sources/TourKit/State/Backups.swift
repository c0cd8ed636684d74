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

    /// The backup that holds the learner's files, if one was needed.
    var folder: URL? {
      switch self {
      case .saved(let folder), .alreadySaved(let folder): folder
      case .sameAsStarter: nil
      }
    }
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
    let record = BackupRecord(
      lastCheck: lastCheck,
      editedAfterCheck: lastCheck.map { edited(paths.workbench, after: $0.at) } ?? false,
      changes: changes)
    return .saved(try save(kata, record: record, now: now))
  }

  /// Copies the kata's workbench into a new, timestamped folder, numbered
  /// one after the kata's last backup, and returns it, whatever it holds
  /// (`backUp` decides whether a copy is needed).
  ///
  /// The copy is made under a temporary, hidden name, and takes its real
  /// name only once it is complete and holds exactly the workbench's files.
  /// So a backup that `restore` lists is always whole: a full disk or a
  /// kill midway leaves only a hidden folder, which the next backup of the
  /// kata removes, and "latest" stays the last complete one.
  func save(_ kata: Kata, record: BackupRecord? = nil, now: Date = Date()) throws -> URL {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd'T'HHmmss"
    let parent = kit.backups.appendingPathComponent(kata.id)
    var folder = parent.appendingPathComponent(formatter.string(from: now))
    var attempt = 1
    while FileManager.default.fileExists(atPath: folder.path) {
      attempt += 1
      folder = parent.appendingPathComponent(formatter.string(from: now) + "-\(attempt)")
    }
    try FileSteps.makeFolder(parent)
    try FileSteps.sweepPartials(in: parent)
    let workbench = kata.paths(in: kit).workbench
    let partial = FileSteps.partialName(for: folder)
    let number = (list(kata).compactMap(Self.sequence).max() ?? 0) + 1
    do {
      try FolderSync.mirror(workbench, to: partial, durable: true)
      try record?.save(in: partial)
      try FileSteps.write(
        Data("\(number)\n".utf8), to: partial.appendingPathComponent(Self.sequenceFile))
      guard FolderSync.sameSwiftFiles(partial, workbench) else {
        throw BackupError.changedWhileCopied
      }
      try FileSteps.move(partial, to: folder)
    } catch {
      try? FileManager.default.removeItem(at: partial)
      throw FileSteps.naming(folder, insteadOf: partial, in: error)
    }
    return folder
  }

  /// Why a backup was not made, when the system gave no reason.
  enum BackupError: Error, CustomStringConvertible {
    /// The copy differs from the workbench: a file was saved (or could not
    /// be read) while it was made.
    case changedWhileCopied

    var description: String {
      "the copy did not match your files; was a file being saved? Try again"
    }
  }

  /// The lock `reset` and `restore` hold from the moment they look at the
  /// kata's workbench and backups until they have replaced its files, so
  /// that two at once take turns: the second sees what the first did.
  func lock(_ kata: Kata) -> FileLock {
    FileLock(file: kit.backups.appendingPathComponent("\(kata.id).lock"))
  }

  /// Every backup of `kata`, in the order they were made, so the last is
  /// `latest`. Only folders count, and not hidden ones: a stray file (a
  /// `.DS_Store`, say) is not a backup, nor is a copy still being made.
  ///
  /// The order is each backup's number (see `sequence`), not the time in
  /// its name: a clock set back would name the newest backup as the
  /// oldest, and `restore latest` would bring back the wrong one. Backups
  /// made before they were numbered come first, in the order of their names.
  func list(_ kata: Kata) -> [URL] {
    let folder = kit.backups.appendingPathComponent(kata.id)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let backups = names.filter { !$0.hasPrefix(".") }.sorted()
      .map { folder.appendingPathComponent($0) }
      .filter { url in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
          && isFolder.boolValue
      }
    let numbered = backups.map { (backup: $0, number: Self.sequence(of: $0) ?? 0) }
    // A stable sort: equal numbers (none, for the oldest) keep the names' order.
    return numbered.enumerated().sorted {
      ($0.element.number, $0.offset) < ($1.element.number, $1.offset)
    }
    .map(\.element.backup)
  }

  /// The file in each backup that holds its number: one more than any
  /// backup of the kata before it had, whatever the clock said.
  static let sequenceFile = "sequence.txt"

  /// The number `backup` was given when it was made; nil for one made
  /// before backups were numbered.
  static func sequence(of backup: URL) -> Int? {
    guard let data = try? Data(contentsOf: backup.appendingPathComponent(sequenceFile)) else {
      return nil
    }
    return Int(
      String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
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
