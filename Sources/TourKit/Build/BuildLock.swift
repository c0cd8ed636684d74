import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Says which process may build in the check package, and who that is.
///
/// Every kata is checked in one scratch package, so two builds there at once
/// (a check in each of two terminals, or a check and the background build
/// that `kata` starts) would write over each other's copies. Whoever builds
/// holds this lock for as long as it builds; everyone else waits for it, or
/// asks it to stop.
///
/// The lock is an advisory `flock` on a file: the system releases it when
/// its holder ends, however it ends, so a crashed build never leaves the
/// kit locked. The holder also writes who it is into the file, so a waiting
/// check can say what it waits for. That record is only believed while the
/// lock is held: one left behind by a process that ended is stale.
struct BuildLock {
  /// Who holds the lock, as written in the lock file.
  struct Holder: Codable, Equatable, Sendable {
    enum Purpose: String, Codable, Sendable {
      /// A learner's `check` (or `watch`).
      case check
      /// The build `kata` starts in the background while the brief is read.
      case warm
      /// `doctor`, building the toolkit.
      case doctor
      /// A learner's `run`: the kata built as a check builds it, then its
      /// story told.
      case run
    }

    let pid: Int32
    let kata: String
    let purpose: Purpose
    /// The process groups the holder has running (see `StartedGroups`).
    /// Nil in records written before they were kept.
    var groups: [ProcessGroup]? = nil

    /// This process, building `kata` for `purpose`.
    static func me(_ purpose: Purpose, kata: String) -> Holder {
      Holder(pid: getpid(), kata: kata, purpose: purpose)
    }

    /// Two records of one builder at the same work are the same holder,
    /// whatever groups each lists: those come and go as it builds.
    static func == (a: Holder, b: Holder) -> Bool {
      a.pid == b.pid && a.kata == b.kata && a.purpose == b.purpose
    }
  }

  /// The lock while it is held; closing it (or ending the process) lets the
  /// next builder in.
  final class Held {
    private var descriptor: Int32

    fileprivate init(descriptor: Int32) { self.descriptor = descriptor }

    /// Says who holds the lock now, for those waiting to read; a builder
    /// moving on to another kata says so. The record lists the process
    /// groups the holder has running, kept up to date as they come and go.
    func record(_ holder: Holder) {
      guard descriptor >= 0 else { return }
      StartedGroups.shared.record(holder, in: descriptor)
    }

    /// Clears the record, so nobody reads it as current, and lets go.
    func release() {
      guard descriptor >= 0 else { return }
      StartedGroups.shared.stopRecording(in: descriptor)
      _ = ftruncate(descriptor, 0)
      close(descriptor)  // Closing the only descriptor releases the flock.
      descriptor = -1
    }

    deinit { release() }
  }

  let file: URL

  /// Takes the lock if nobody holds it, and records `holder`; nil when
  /// someone else holds it. What an earlier holder killed mid-build left
  /// running is ended first (see `endLeftovers`).
  func tryAcquire(as holder: Holder) throws -> Held? {
    let descriptor = try openLockFile()
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    Self.endLeftovers(recordedIn: descriptor)
    let held = Held(descriptor: descriptor)
    held.record(holder)
    return held
  }

  /// Takes the lock, waiting for its holder to finish first. `whileWaiting`
  /// hears who holds it (nil when its record cannot be read) before the
  /// wait, so the learner is told why nothing happens yet, and again each
  /// time another holder takes over or the holder moves on to another kata
  /// (a background build does, from kata to kata); it may ask that holder
  /// to stop. Ctrl-C ends the wait with `ProcessRunner.Failure.interrupted`.
  ///
  /// While it waits it is counted among the waiters (see `hasWaiters`).
  func acquire(as holder: Holder, whileWaiting: (Holder?) -> Void) throws -> Held {
    if let held = try tryAcquire(as: holder) { return held }
    let waiter = try openLockFile(waitersFile)
    defer { close(waiter) }  // Closing it takes this builder off the waiters.
    // Never refused for long: only `hasWaiters` takes it exclusively, to look.
    flock(waiter, LOCK_SH)
    var told = false
    var lastHeard: Holder?
    // The holder may be minutes from done: look again ten times a second,
    // the way ProcessRunner listens for Ctrl-C, rather than block in flock
    // where Ctrl-C could not reach us.
    while true {
      if let held = try tryAcquire(as: holder) { return held }
      let current = currentHolder
      // (A holder that just let go reads as nil: not worth a word.)
      if !told || (current != nil && current != lastHeard) {
        whileWaiting(current)
        told = true
        lastHeard = current
      }
      if StopSignal.wasRequested { throw ProcessRunner.Failure.interrupted }
      usleep(100_000)
    }
  }

  /// Whether some builder is waiting for the lock: a background build
  /// then stops at the end of the kata it is on, rather than go on to
  /// the next and be stopped halfway. Each waiter holds a shared lock on
  /// a file beside the lock's; the system lets go of it when the waiter
  /// ends, however it ends.
  var hasWaiters: Bool {
    guard let descriptor = try? openLockFile(waitersFile) else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return true }
    flock(descriptor, LOCK_UN)
    return false
  }

  private var waitersFile: URL { file.appendingPathExtension("waiters") }

  /// Ends the process groups an earlier holder's record lists. A holder
  /// that lets go clears its record, so a record found by the one who now
  /// holds the lock was left by a holder that was killed (or crashed): the
  /// compilers it started may still run, and would build over this
  /// builder's work. Each group is ended only if it is still the one
  /// recorded (see `ProcessGroup.endIfStillTheSame`).
  private static func endLeftovers(recordedIn descriptor: Int32) {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while data.count < 1_000_000 {
      let count = pread(descriptor, &buffer, buffer.count, off_t(data.count))
      guard count > 0 else { break }
      data.append(contentsOf: buffer[0..<count])
    }
    guard let earlier = try? JSONDecoder().decode(Holder.self, from: data),
      earlier.pid != getpid()
    else { return }
    for group in earlier.groups ?? [] { group.endIfStillTheSame() }
  }

  /// Whether some process holds the lock now.
  var isHeld: Bool {
    guard let descriptor = try? openLockFile() else { return false }
    defer { close(descriptor) }
    // A shared lock is granted only when nobody holds the exclusive one.
    guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else { return true }
    flock(descriptor, LOCK_UN)
    return false
  }

  /// The process building now, or nil when nobody is (a record left by a
  /// process that has ended is ignored) or its record cannot be read.
  var currentHolder: Holder? {
    guard isHeld, let data = try? Data(contentsOf: file), !data.isEmpty else { return nil }
    return try? JSONDecoder().decode(Holder.self, from: data)
  }

  /// Opens (creating if need be) the lock file. Close-on-exec, so the
  /// builds a holder starts never inherit the lock and keep it past the
  /// holder's own end.
  private func openLockFile(_ file: URL? = nil) throws -> Int32 {
    let file = file ?? self.file
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw NSError(
        domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSFilePathErrorKey: file.path])
    }
    return descriptor
  }
}
