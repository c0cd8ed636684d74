import Foundation
import Testing

@testable import TourKit

/// A run stopped at its time limit is told apart by the processor time it
/// used: a test waiting on an await uses almost none, code that keeps
/// working (a slow search, a loop that never ends) uses it all along, and
/// each gets the advice that fits it.
@Suite("A run stopped at its limit: waiting or working")
struct StallTests {
  @Test(
    "The share of processor time decides, and no figure decides nothing",
    arguments: [
      (0.4, 30.0, Stall.waiting), (1.2, 30.0, .waiting), (29.0, 30.0, .working),
      (9.0, 30.0, .working), (55.0, 30.0, .working), (3.0, 30.0, .unclear),
      (nil, 30.0, .unclear), (0.0, 0.0, .unclear),
    ] as [(Double?, Double, Stall)])
  func judged(processor: Double?, seconds: Double, expected: Stall) {
    #expect(Stall(processorSeconds: processor, seconds: seconds) == expected)
  }

  @Test("Waiting is blamed on awaits, working on work; neither names the other")
  func adviceFits() {
    let waiting = Stall.waiting.advice()
    let working = Stall.working.advice()
    #expect(waiting.contains("continuation") && !waiting.contains("loop"), "\(waiting)")
    #expect(working.contains("loop") && working.contains("search"), "\(working)")
    #expect(!working.contains("continuation") && !working.contains("await"), "\(working)")
    #expect(Stall.unclear.advice().contains("await") && Stall.unclear.advice().contains("loop"))
    #expect(Stall.working.stopped(after: 31).contains("busy"))
    #expect(Stall.waiting.stopped(after: 31).contains("almost no processor time"))
    #expect(Stall.working.stopped(after: 31, story: true).hasPrefix("The story was"))
  }

  @Test("A verdict stopped at its limit carries what the processor said")
  func verdictCarriesTheStall() throws {
    let kata = try JSONDecoder().decode(Kata.self, from: Data(KataFilesTests.manifest.utf8))
    let opening = RecordedStream.opening + [RecordedStream.started(RecordedStream.first)]
    for (processor, expected) in [(28.0, Stall.working), (0.3, .waiting)] {
      let run = TestRun(
        process: ProcessRunner.Result(
          status: SIGKILL, wasSignalled: true, output: "", seconds: 31, timedOut: true,
          processorSeconds: processor),
        report: TestRunReport(reading: opening.joined(separator: "\n") + "\n"))
      let verdict = TestVerdict(judging: run, of: kata, testModule: "DemoKataTests")
      guard case .timedOut(31, _, let stall) = verdict else {
        Issue.record("\(verdict)")
        continue
      }
      #expect(stall == expected)
      #expect(verdict.described(in: Kit(root: URL(fileURLWithPath: "/k"))).contains(stall.word))
    }
  }

  @Test("A finished child's processor time is reported")
  func processorTimeIsReported() throws {
    // A fixed amount of work, then an exit: no limit is reached.
    let run = try ProcessRunner.run(
      "/bin/sh", ["-c", "i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done; echo $i"])
    #expect(run.output.contains("100000"))
    let processor = try #require(run.processorSeconds, "no processor time was reported")
    #expect(processor > 0, "a shell loop of 100,000 turns used \(processor) s")
  }
}
