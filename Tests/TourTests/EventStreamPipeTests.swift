import Foundation
import Testing

@testable import TourKit

/// The named pipe with real child processes writing into it, as the test
/// runner does: the child gets the pipe's path on its command line. The
/// tests that stop or outlast a child run as each test route stops it (see
/// TestRoute): its group killed at once, or Ctrl-C's signal first.
@Suite("The event stream's named pipe, with real processes")
struct EventStreamPipeTests {
  /// Runs `script` under /bin/sh with the pipe's path as $1 and `lines`
  /// (one record a line) as $2, stopped past `timeLimit` as `route` stops
  /// its test process.
  func run(
    _ script: String, _ lines: [String], timeLimit: Double? = nil,
    route: TestRoute = .platformDefault
  ) throws -> TestRun {
    try withTemporaryFolder { folder in
      let stream = try EventStreamPipe(in: folder)
      let process = try ProcessRunner.run(
        "/bin/sh", ["-c", script, "sh", stream.path, lines.joined(separator: "\n")],
        timeLimit: timeLimit, stopping: route.stopping)
      let run = TestRun(process: process, report: stream.finish())
      #expect(!FileManager.default.fileExists(atPath: stream.path), "the pipe was left behind")
      return run
    }
  }

  @Test("What a process writes into the pipe is read as it runs, in order")
  func readsWhatIsWritten() throws {
    let run = try run(#"printf '%s\n' "$2" > "$1""#, RecordedStream.oneFailure)
    #expect(run.report == TestRunReport(reading: RecordedStream.oneFailure.joined(separator: "\n")))
    #expect(run.report.runEnded && run.report.tests.count == 3)
  }

  @Test("A process that never opens the pipe leaves an empty report, not a hang")
  func neverOpened() throws {
    let run = try run("exit 0", RecordedStream.allPass)
    #expect(!run.report.runStarted && run.report.tests.isEmpty)
  }

  @Test(
    "A process left behind holding the pipe and the output does not keep check waiting",
    arguments: TestRoute.allCases)
  func leftBehind(route: TestRoute) throws {
    // The shell starts a copy that holds the pipe and the output open, and
    // exits. What is tested is that the run ends at all: without the tour's
    // own end of the pipe and its limit on reading output once the process
    // has ended, it would wait for the copy, ten minutes. The run stops the
    // copy itself, with the rest of the child's process group. (It is not
    // stopped again here by its number: by then that number may belong to
    // another test's process, and a check run beside this one was once
    // stopped that way.)
    let script = #"printf '%s\n' "$2" > "$1"; sleep 600 > "$1" &"#
    let run = try run(script, RecordedStream.allPass, route: route)
    #expect(run.report.runEnded, "\(run.report)")
    #expect(run.process.status == 0 && !run.process.timedOut)
  }

  @Test("A half-written record before the end is read as a line the runner did not write")
  func partialLine() throws {
    let run = try run(#"printf '%s\n{"kind":' "$2" > "$1""#, RecordedStream.allPass)
    #expect(run.report.tampering.count == 1, "\(run.report.tampering)")
  }

  @Test(
    "Tests that wait for ever are stopped, and the verdict names the test that waited",
    arguments: TestRoute.allCases)
  func waitingForEver(route: TestRoute) throws {
    let opening = RecordedStream.opening + [RecordedStream.started(RecordedStream.first)]
    // The child would never end by itself: the verdict does not depend on
    // how long the first poll takes, only on the limit being passed.
    let run = try run(
      #"printf '%s\n' "$2" > "$1"; exec sleep 600"#, opening, timeLimit: 0, route: route)
    let kata = try JSONDecoder().decode(Kata.self, from: Data(KataFilesTests.manifest.utf8))
    let verdict = TestVerdict(judging: run, of: kata, testModule: "DemoKataTests")
    guard case .timedOut(_, let summary, _) = verdict else {
      Issue.record("\(verdict)")
      return
    }
    #expect(summary == ["While running the test \"first()\""])
    #expect(run.process.processorSeconds != nil, "the system's figure for the stopped run")
  }
}
