import Foundation
import Testing

@testable import TourKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lock file in a folder of its own. Two `BuildLock`s on the same file
/// open it separately, so they shut each other out as two processes would.
private struct LockFile {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("build-lock-\(UUID().uuidString)")
  var file: URL { folder.appendingPathComponent("check.lock") }
  var lock: BuildLock { BuildLock(file: file) }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// A process that runs until its input is closed: a builder whose pid is
/// real, that the test can end or watch being ended.
private func standInBuilder() throws -> (Process, Pipe) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/cat")
  let input = Pipe()
  process.standardInput = input
  process.standardOutput = FileHandle.nullDevice
  // A child starts with its parent thread's blocked signals, and the test
  // runner's threads block most of them: let SIGTERM reach this one.
  var terminate = sigset_t()
  var previous = sigset_t()
  sigemptyset(&terminate)
  sigaddset(&terminate, SIGTERM)
  pthread_sigmask(SIG_UNBLOCK, &terminate, &previous)
  defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
  try process.run()
  return (process, input)
}

@Suite("The build lock: one build at a time in the check package, and who holds it")
struct BuildLockTests {
  let me = BuildLock.Holder(pid: getpid(), kata: "alpha-kata", purpose: .check)

  @Test("A free lock is taken, and its record says who holds it")
  func takesAFreeLock() throws {
    let file = LockFile()
    defer { file.remove() }
    #expect(!file.lock.isHeld)
    let held = try #require(try file.lock.tryAcquire(as: me), "a free lock was refused")
    #expect(file.lock.isHeld)
    #expect(file.lock.currentHolder == me, "the record does not name the holder")
    held.release()
  }

  @Test("While the lock is held nobody else gets it; once let go, the next one does")
  func oneHolderAtATime() throws {
    let file = LockFile()
    defer { file.remove() }
    let held = try #require(try file.lock.tryAcquire(as: me))
    let other = BuildLock.Holder(pid: getpid(), kata: "beta-kata", purpose: .warm)
    #expect(try file.lock.tryAcquire(as: other) == nil, "two builders held the lock at once")
    held.release()
    #expect(file.lock.currentHolder == nil, "a released lock still names a holder")
    let next = try #require(try file.lock.tryAcquire(as: other), "the released lock was refused")
    #expect(file.lock.currentHolder == other)
    next.release()
  }

  @Test("A record left by a builder that has ended is stale: the lock is free")
  func staleRecord() throws {
    let file = LockFile()
    defer { file.remove() }
    let (ended, input) = try standInBuilder()
    try input.fileHandleForWriting.close()
    ended.waitUntilExit()
    let record = BuildLock.Holder(pid: ended.processIdentifier, kata: "beta-kata", purpose: .warm)
    try FileManager.default.createDirectory(at: file.folder, withIntermediateDirectories: true)
    try JSONEncoder().encode(record).write(to: file.file)

    #expect(!file.lock.isHeld, "a record alone held the lock")
    #expect(file.lock.currentHolder == nil, "a stale record was believed")
    let held = try #require(try file.lock.tryAcquire(as: me), "a stale record blocked the lock")
    #expect(file.lock.currentHolder == me, "the stale record was not replaced")
    held.release()
  }

  @Test("Dropping the lock (as a process does when it ends) lets go of it")
  func droppedLock() throws {
    let file = LockFile()
    defer { file.remove() }
    do {
      _ = try file.lock.tryAcquire(as: me)
    }
    #expect(!file.lock.isHeld, "a lock nobody keeps is still held")
  }

  @Test("A waiting builder hears who holds the lock, and gets it once they let go")
  func waitsForTheHolder() throws {
    let file = LockFile()
    defer { file.remove() }
    let warm = BuildLock.Holder(pid: getpid(), kata: "alpha-kata", purpose: .warm)
    let held = try #require(try file.lock.tryAcquire(as: warm))
    var heard: [BuildLock.Holder?] = []
    let mine = try file.lock.acquire(as: me) { holder in
      heard.append(holder)
      held.release()  // The holder finishes while we wait.
    }
    #expect(heard == [warm], "the waiting builder was told \(heard)")
    #expect(file.lock.currentHolder == me)
    mine.release()
  }

  @Test("A waiting builder hears again when the holder moves on to another kata")
  func hearsTheHolderMoveOn() throws {
    let file = LockFile()
    defer { file.remove() }
    let alpha = BuildLock.Holder(pid: getpid(), kata: "alpha-kata", purpose: .warm)
    let beta = BuildLock.Holder(pid: getpid(), kata: "beta-kata", purpose: .warm)
    let held = try #require(try file.lock.tryAcquire(as: alpha))
    var heard: [BuildLock.Holder?] = []
    let mine = try file.lock.acquire(as: me) { holder in
      heard.append(holder)
      // The background build finishes alpha and goes on to beta; then
      // (asked to stop) it lets go.
      if holder == alpha { held.record(beta) } else { held.release() }
    }
    #expect(heard == [alpha, beta], "the waiting builder was told \(heard)")
    mine.release()
  }

  @Test("A builder counts among the lock's waiters while it waits, and no longer")
  func countsAmongTheWaiters() throws {
    let file = LockFile()
    defer { file.remove() }
    let warm = BuildLock.Holder(pid: getpid(), kata: "alpha-kata", purpose: .warm)
    let held = try #require(try file.lock.tryAcquire(as: warm))
    #expect(!file.lock.hasWaiters, "a waiter before anyone waits")
    var waitedFor = false
    let mine = try file.lock.acquire(as: me) { _ in
      waitedFor = file.lock.hasWaiters
      held.release()
    }
    #expect(waitedFor, "the waiting builder was not seen waiting")
    // A process that another test starts at this very moment holds a copy
    // of every open descriptor until it runs its program, the waiter's
    // shared lock included (1 full-suite run in 4 saw it): the question is
    // asked again, without sleeping, until such a copy is gone. A builder
    // that really kept waiting would hold the lock through every attempt.
    var stillWaiting = file.lock.hasWaiters
    for _ in 0..<100_000 where stillWaiting {
      sched_yield()
      stillWaiting = file.lock.hasWaiters
    }
    #expect(!stillWaiting, "a builder that has the lock still counts as waiting")
    mine.release()
  }

  @Test("A check stops a background build of another kata, and waits for one of its own")
  func takesOverFromAnotherKata() throws {
    let kit = Kit(
      root: FileManager.default.temporaryDirectory
        .appendingPathComponent("take-over-\(UUID().uuidString)"))
    defer { try? FileManager.default.removeItem(at: kit.root) }
    let json = """
      {"id": "alpha-kata", "title": "Alpha", "pattern": "delegation", "module": "AlphaKata",
       "files": [], "steps": [{"suite": "Step1", "title": "First", "failsOnStarter": true}]}
      """
    let alpha = try JSONDecoder().decode(Kata.self, from: Data(json.utf8))
    let check = KataCheck(kit: kit, kata: alpha)

    for (kata, stopped) in [("beta-kata", true), ("alpha-kata", false)] {
      let (builder, input) = try standInBuilder()
      let record = BuildLock.Holder(pid: builder.processIdentifier, kata: kata, purpose: .warm)
      let held = try #require(try KataCheck.lock(in: kit).tryAcquire(as: record))
      let mine = try check.lockPackage(for: .check) { holder in
        #expect(holder == record)
        held.release()
      }
      mine.release()
      // Stopped without a word; waited for with one.
      #expect((check.waitMessage(for: record) == nil) == stopped, "\(kata)")
      try input.fileHandleForWriting.close()
      builder.waitUntilExit()
      let wasStopped =
        builder.terminationReason == .uncaughtSignal && builder.terminationStatus == SIGTERM
      #expect(wasStopped == stopped, "a background build of \(kata): stopped is \(wasStopped)")
    }
  }
}
