import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a file, held while something is read, changed and
/// written back, so that two tours at once take turns instead of each
/// writing over the other's change.
///
/// It is a `flock`, which the system lets go of when its holder ends,
/// however it ends: a tour killed while holding it never leaves it locked.
/// Such a hold lasts a moment (a save, a copy of a few files), so a second
/// tour simply waits for it. (`BuildLock` is the one for builds, which last
/// minutes and say who is waiting for whom.)
struct FileLock {
  let file: URL

  /// Runs `body` holding the lock. When the lock file cannot be made (the
  /// folder is not writable, or is a file), `body` runs anyway: whatever
  /// it writes then fails with the real reason, which says more than a
  /// failed lock would.
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }  // Closing it lets go of the lock.
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    return try body()
  }
}
