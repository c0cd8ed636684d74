import Foundation
import Testing

@testable import TourKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether `pid` is a process still running: one that has ended but not
/// yet been reaped by its parent (a zombie) has ended.
func isRunning(_ pid: pid_t) -> Bool {
  guard kill(pid, 0) == 0 else { return false }
  #if os(Linux)
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return false }
    let state = stat[stat.index(end, offsetBy: 2)...].prefix(1)
    return state != "Z" && state != "X"
  #else
    return true
  #endif
}

/// What a check starts ends with it, however the check ends: a process the
/// code under test started and forgot, or the compilers of a check that
/// was killed with SIGKILL.
@Suite("Nothing a check starts is left behind")
struct LeftBehindTests {
  @Test("A grandchild whose output goes elsewhere is ended when the run ends")
  func grandchildEndsWithTheRun() throws {
    let run = try ProcessRunner.run(
      "/bin/sh", ["-c", "sleep 120 >/dev/null 2>&1 & echo $!"], timeLimit: 300)
    let pid = try #require(pid_t(run.output.trimmingCharacters(in: .whitespacesAndNewlines)))
    defer { kill(pid, SIGKILL) }
    #expect(run.status == 0)
    #expect(!isRunning(pid), "the grandchild (pid \(pid)) outlived the run")
  }

  @Test("A grandchild is ended with the run when the run times out")
  func grandchildEndsOnTimeout() throws {
    let run = try ProcessRunner.run(
      "/bin/sh", ["-c", "sleep 120 >/dev/null 2>&1 & echo $!; exec sleep 600"], timeLimit: 0)
    let pid = try #require(pid_t(run.output.trimmingCharacters(in: .whitespacesAndNewlines)))
    defer { kill(pid, SIGKILL) }
    #expect(run.timedOut)
    #expect(!isRunning(pid), "the grandchild (pid \(pid)) outlived the run")
  }
}

@Suite("A check killed with SIGKILL", .enabled(if: TourBinary.testsRun), .serialized)
struct KilledCheckTests {
  @Test("What a killed check left running is stopped by the next check, before it builds")
  func nextCheckStopsWhatIsLeft() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let ready = kit.root.appendingPathComponent("ready")
    #expect(mkfifo(ready.path, 0o600) == 0)
    let lock = kit.root.appendingPathComponent(".tour/build/check.lock")
    // A stand-in `swift build` that waits until the check's lock names its
    // process group (reading the file, no clock), says so through the
    // pipe, and then runs on as a compiler would.
    let swift = try kit.script(
      "endless-swift",
      """
      [ "$1" = build ] || exit 1
      tries=0
      while [ $tries -lt 200000 ]; do
        record=''
        IFS= read -r record < '\(lock.path)'
        case "$record" in *"\\"leader\\":$$,"*|*"\\"leader\\":$$}"*) break;; esac
        tries=$((tries + 1))
      done
      exec 3>'\(ready.path)'
      echo $$ $tries "$record" >&3
      exec sleep 120

      """)
    // Started as the tour starts its own children, not with Foundation's
    // Process, whose Linux version would wait for the stand-in as well.
    let binary = try #require(TourBinary.url)
    let first = try ChildProcess(
      path: "/bin/sh",
      arguments: ["sh", "-c", "cd \"$0\" && exec \"$@\"", kit.root.path, binary.path]
        + ["check", "demo-kata"],
      environment: SandboxKit.environment.merging(["PATTERNS_TOUR_SWIFT": swift]) { $1 })
    // Blocks until the stand-in opens the pipe and writes its id.
    let pipe = try #require(FileHandle(forReadingAtPath: ready.path))
    var said = ""
    while !said.contains("\n") {
      let data = pipe.availableData
      if data.isEmpty { break }
      said += String(decoding: data, as: UTF8.self)
    }
    // Its id, how many times it read the lock, and the record it read last.
    let words = said.split(separator: " ", maxSplits: 2)
    let pid = try #require(words.first.flatMap { pid_t($0) }, "\(said)")
    defer { kill(pid, SIGKILL) }
    first.send(SIGKILL)
    var status: Int32 = 0
    #expect(waitpid(first.pid, &status, 0) == first.pid)
    #expect(isRunning(pid), "the stand-in compiler ended with the check; nothing to test")

    let next = try kit.run(
      ["check", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": try kit.failingSwift()])

    #expect(!next.errors.contains("Fatal error"), "\(next.errors)")
    #expect(
      !isRunning(pid), "the killed check's compiler (pid \(pid)) is still running; it said \(said)")
  }
}
