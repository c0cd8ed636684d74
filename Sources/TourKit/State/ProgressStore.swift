import Foundation

/// Loads and saves `Progress`.
///
/// Writes are all or nothing (see `FileSteps`), so a crash mid-write never
/// leaves half a file. Every change is a read, a change and a save made
/// while holding a lock, `progress.lock` beside the file, so two tours at
/// once (a `hint` while `check` runs, `watch` in another window) each add
/// to the other's record and never save over it.
///
/// A missing file is a fresh start. A damaged one is read field by field
/// (`ProgressReader`), as far as it goes (a file cut short keeps all
/// before the cut): the good fields are kept, the rest are named in a
/// warning, and the file as it was is kept beside it under a dated name,
/// never over an earlier copy. Only a file that is not a JSON record at
/// all is set aside whole. Never a crash.
struct ProgressStore {
  let file: URL

  /// The folder a damaged file's copies are set aside in: its own.
  private var folder: URL { file.deletingLastPathComponent() }
  var lockFile: URL { file.deletingPathExtension().appendingPathExtension("lock") }

  /// The progress on disk, plus a warning to show if some or all of it
  /// could not be read.
  /// Temporary files a run that was killed mid-save left are removed.
  func load() -> (progress: Progress, warning: String?) {
    guard FileManager.default.fileExists(atPath: folder.path) else { return (Progress(), nil) }
    let (progress, warning) = withLock {
      try? FileSteps.sweepPartials(in: folder)
      return loadHoldingLock()
    }
    return (progress ?? Progress(), warning)
  }

  func save(_ progress: Progress) throws {
    try withLock { try saveHoldingLock(progress) }
  }

  /// Applies `change` to the record on disk (or to `fallback` when there is
  /// none, or none that can be read) and saves it, all under the lock.
  /// Returns the changed record, and the error if it could not be saved.
  func update(from fallback: Progress, _ change: (inout Progress) -> Void) -> (
    progress: Progress, error: (any Error)?
  ) {
    withLock {
      // With no file, or none that can be read, what this run already
      // knew is the record to build on.
      var latest = loadHoldingLock().progress ?? fallback
      change(&latest)
      do {
        try saveHoldingLock(latest)
        return (latest, nil)
      } catch {
        return (latest, error)
      }
    }
  }

  /// The record on disk; nil when there is none, or none to read.
  private func loadHoldingLock() -> (progress: Progress?, warning: String?) {
    guard FileManager.default.fileExists(atPath: file.path) else { return (nil, nil) }
    guard let data = try? Data(contentsOf: file) else {
      return (
        nil,
        "Your progress file could not be read (is it readable?): nothing in it is shown, and "
          + "it is left as it is."
      )
    }
    var reader = ProgressReader()
    guard let progress = reader.read(data) else {
      guard let aside = setAside(data) else {
        return (
          nil,
          "Your progress file could not be read, nor a copy of it kept, so it is left as it "
            + "is and this run starts afresh. Is .tour/ writable? (\(Tour.shortCommand) doctor)"
        )
      }
      try? FileManager.default.removeItem(at: file)
      return (
        nil,
        "Your progress file could not be read, so it was moved to "
          + ".tour/\(aside.lastPathComponent), and progress starts afresh: lessons read and "
          + "hints seen are forgotten; `check` a kata to mark its steps again."
      )
    }
    guard !reader.dropped.isEmpty else { return (progress, nil) }
    // Keep the file as it was, then write the good part back, so the
    // warning is given once and the damage goes no further. Without a copy
    // kept, the file is not written over.
    let aside = setAside(data)
    if aside != nil { try? saveHoldingLock(progress) }
    let shown = reader.dropped.prefix(10).joined(separator: "; ")
    let more = reader.dropped.count > 10 ? "; and \(reader.dropped.count - 10) more" : ""
    return (
      progress,
      "Some of your progress file could not be read and was left out: \(shown)\(more). "
        + "The rest is kept. "
        + (aside.map { "The file as it was is in .tour/\($0.lastPathComponent)." }
          ?? "The file is left as it was.")
    )
  }

  /// Keeps `data`, a damaged record, beside the file under a name of its
  /// own, `progress.json.unreadable-<when>` (`-2`, `-3` after it for more
  /// in one second), and returns it; nil when it could not be kept. Never
  /// over an earlier copy: each may be the only one of the learner's real
  /// record. (Under the record's lock, so no other tour picks the name.)
  private func setAside(_ data: Data) -> URL? {
    let stamp = ProgressCode.stamp(Date())
    let base = file.lastPathComponent + ".unreadable-" + stamp
    var aside = folder.appendingPathComponent(base)
    var attempt = 1
    while FileManager.default.fileExists(atPath: aside.path) {
      attempt += 1
      aside = folder.appendingPathComponent(base + "-\(attempt)")
    }
    do {
      try FileSteps.write(data, to: aside)
      return aside
    } catch {
      return nil
    }
  }

  private func saveHoldingLock(_ progress: Progress) throws {
    try FileSteps.makeFolder(folder)
    try FileSteps.sweepPartials(in: folder)
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try FileSteps.write(encoder.encode(progress), to: file)
  }

  private func withLock<T>(_ body: () throws -> T) rethrows -> T {
    try FileLock(file: lockFile).withLock(body)
  }
}
