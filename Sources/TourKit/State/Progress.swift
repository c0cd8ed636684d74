import Foundation

/// What the tour remembers about one learner: which lessons they read, how far
/// each kata got, which hints they have seen. Kept in `.tour/progress.json`.
struct Progress: Codable, Equatable {
  struct KataProgress: Codable, Equatable {
    /// Steps passing at the last check, by step number.
    var passedSteps: [Int] = []
    var totalSteps: Int = 0
    /// The first step that failed at the last check; nil when all pass.
    var firstFailingStep: Int?
    var lastChecked: Date?
    var completed: Date?
    /// Since when the learner has been on `firstFailingStep`: for the room view.
    var stepStarted: Date?
    /// Highest hint tier shown while the step was failing, by step number
    /// (as a string, for JSON): the hints that count.
    var hintTiers: [String: Int] = [:]
    /// Highest tier read once the step already passed: not counted. Optional
    /// so that records written before it existed still load.
    var hintsAfterPassing: [String: Int]?
  }

  var version = 1
  var welcomed = false
  /// The name shown to a facilitator by `share`.
  var learnerName: String?
  var learned: [String] = []
  var currentKata: String?
  var katas: [String: KataProgress] = [:]

  func kata(_ id: String) -> KataProgress { katas[id] ?? KataProgress() }
}

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
