import Foundation

/// Loads and saves `Progress`. Writes are atomic (a temporary file renamed
/// over the old one), so a crash mid-write never leaves half a file. A missing
/// file is a fresh start; an unreadable one is set aside with a warning and
/// rebuilt, never a crash.
struct ProgressStore {
  let file: URL

  /// The progress on disk, plus a warning to show if the file was unreadable.
  func load() -> (progress: Progress, warning: String?) {
    guard FileManager.default.fileExists(atPath: file.path) else { return (Progress(), nil) }
    do {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      return (try decoder.decode(Progress.self, from: Data(contentsOf: file)), nil)
    } catch {
      let aside = file.appendingPathExtension("unreadable")
      try? FileManager.default.removeItem(at: aside)
      try? FileManager.default.moveItem(at: file, to: aside)
      return (
        Progress(),
        "Your progress file could not be read, so it was moved to "
          + ".tour/\(aside.lastPathComponent), and progress starts afresh: lessons read and "
          + "hints seen are forgotten; `check` a kata to mark its steps again."
      )
    }
  }

  func save(_ progress: Progress) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(progress).write(to: file, options: .atomic)
  }
}
