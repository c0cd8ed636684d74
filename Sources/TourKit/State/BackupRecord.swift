import Foundation

/// What one backup holds, written beside its files as `backup.json`, so
/// `restore <kata>` can tell the learner which version is which without
/// opening them: how far the code had got, and what it changed.
struct BackupRecord: Codable, Equatable {
  /// The last check of the kata before the backup was taken.
  struct Check: Codable, Equatable {
    let at: Date
    /// False when the tests did not run (the code did not build, or the
    /// run crashed); `passedSteps` is then from an earlier check.
    let ran: Bool
    let passedSteps: [Int]
  }

  /// Nil when the kata had never been checked.
  var lastCheck: Check?
  /// Whether a file was saved after that check, so the code may have moved
  /// on from what the check saw.
  var editedAfterCheck: Bool
  /// How the files differ from the kata's starter.
  var changes: StarterChanges

  static let fileName = "backup.json"

  /// The record kept in `backup`, or nil for a backup taken before records
  /// were kept (or one whose record cannot be read).
  static func load(from backup: URL) -> BackupRecord? {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    guard let data = try? Data(contentsOf: backup.appendingPathComponent(fileName)) else {
      return nil
    }
    return try? decoder.decode(BackupRecord.self, from: data)
  }

  func save(in backup: URL) throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try FileSteps.write(encoder.encode(self), to: backup.appendingPathComponent(Self.fileName))
  }
}

/// The Swift files of a folder that differ from a kata's starter.
struct StarterChanges: Codable, Equatable {
  /// Files whose contents differ from the starter's, and files the starter
  /// does not have.
  var changed: [String]
  /// Starter files that are missing.
  var removed: [String]

  var isEmpty: Bool { changed.isEmpty && removed.isEmpty }
}

extension StarterChanges {
  /// Compares the Swift files of `folder` with those of `starter`.
  init(of folder: URL, from starter: URL) {
    let mine = Set(FolderSync.swiftFiles(in: folder))
    let theirs = Set(FolderSync.swiftFiles(in: starter))
    changed = mine.filter { file in
      let contents = try? Data(contentsOf: folder.appendingPathComponent(file))
      return !theirs.contains(file)
        || contents != (try? Data(contentsOf: starter.appendingPathComponent(file)))
    }.sorted()
    removed = theirs.subtracting(mine).sorted()
  }
}
