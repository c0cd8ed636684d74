import Foundation

/// Copies of the learner's files, taken before anything replaces them.
struct Backups {
  let kit: Kit

  /// Copies the kata's workbench into a new, timestamped folder and returns it.
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

  /// Every backup of `kata`, oldest first.
  func list(_ kata: Kata) -> [URL] {
    let folder = kit.backups.appendingPathComponent(kata.id)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }
}
