import Foundation
import Testing

@testable import TourKit

private typealias Stream = RecordedStream

private func demoKata() throws -> Kata {
  let manifest = """
    {"id": "demo-kata", "title": "Demo", "pattern": "delegation", "module": "DemoKata",
     "files": ["A.swift"],
     "steps": [{"suite": "Step1", "title": "First", "failsOnStarter": true},
               {"suite": "Step2", "title": "Second", "failsOnStarter": false}]}
    """
  return try JSONDecoder().decode(Kata.self, from: Data(manifest.utf8))
}

private func verdict(_ run: TestRun) throws -> TestVerdict {
  TestVerdict(judging: run, of: try demoKata(), testModule: "DemoKataTests")
}

/// The early end a verdict names, or nil when it names none.
private func earlyEnd(_ verdict: TestVerdict) -> EarlyEnd? {
  if case .endedEarly(let end) = verdict { return end }
  return nil
}

/// A whole passing run with `extra` slipped in just before its end.
private func beforeTheEnd(_ extra: String) -> [String] {
  Stream.allPass.dropLast() + [extra, Stream.runEnded]
}

@Suite("Reading the test runner's event stream")
struct EventStreamTests {
  @Test("A recorded run gives each step its tests and failures, named, in the author's words")
  func recordedRun() throws {
    let verdict = try verdict(Stream.run(Stream.oneFailure, status: 1))
    let steps = try #require(verdict.steps, "\(verdict)")
    #expect(!verdict.isComplete)
    #expect(steps.map(\.testCount) == [2, 1])
    #expect(steps[1].passed)
    let failure = FailureMessage(explanation: "The count should be 2.", detail: "(x → 1) == 2")
    #expect(steps[0].status == .failed([failure.named("first()")]))
  }

  @Test("A run where every test started and ended with no issue is complete")
  func allPass() throws {
    let verdict = try verdict(Stream.run(Stream.allPass, status: 0))
    #expect(verdict.isComplete, "\(verdict)")
  }

  @Test("A known issue is not a failure; an issue a suite records fails its step")
  func knownAndSuiteIssues() throws {
    var lines = Stream.allPass
    let afterStart = try #require(lines.firstIndex(of: Stream.started(Stream.first))) + 1
    lines.insert(Stream.issue(Stream.first, known: true), at: afterStart)
    #expect(try verdict(Stream.run(lines, status: 0)).isComplete)

    lines.insert(Stream.issue("DemoKataTests.Step2"), at: lines.count - 1)
    let steps = try #require(try verdict(Stream.run(lines, status: 1)).steps)
    #expect(steps[0].passed && !steps[1].passed)
  }

  @Test("A stream cut short, as by exit(0) in the middle of a test, ended early")
  func truncated() throws {
    let cut = Array(Stream.allPass.prefix { $0 != Stream.ended(Stream.second) })
    let end = try #require(earlyEnd(try verdict(Stream.run(cut, status: 0))))
    #expect(end == .stoppedBeforeTheEnd(finished: 1, of: 3, status: 0, running: "second()"))
    #expect(end.headline == "Your code ended the test run before the tests finished.")
    #expect(!end.headline.contains("expected"))
    #expect(end.explanation.contains("1 of 3 tests had finished"), "\(end.explanation)")
  }

  @Test("A run that stopped before it started, and one that reported nothing, ended early")
  func neverStarted() throws {
    let opening = Array(Stream.opening.dropLast())
    #expect(try earlyEnd(verdict(Stream.run(opening, status: 0))) == .neverStarted(status: 0))
    #expect(try earlyEnd(verdict(Stream.run([], status: 0))) == .neverStarted(status: 0))
  }

  @Test("A forged end of the run with tests still to report: the missing tests are named")
  func forgedEnd() throws {
    let forged = Stream.opening + [Stream.started(Stream.first), Stream.runEnded]
    let end = try #require(earlyEnd(try verdict(Stream.run(forged, status: 0))))
    #expect(end == .testsMissing(["first()", "second()", "third()"], of: 3))
  }

  @Test(
    "Records the runner could not have written are tampering",
    arguments: [
      ("after the end", Stream.allPass + [Stream.ended(Stream.third)]),
      ("never declared", beforeTheEnd(Stream.ended("DemoKataTests.Step9/x()"))),
      ("ended twice", beforeTheEnd(Stream.ended(Stream.first))),
      ("not a record", beforeTheEnd("{\"kind\":\"event\"}")),
      ("declared late", beforeTheEnd(Stream.declared("Step1", "late()", line: 40))),
      (
        "started twice",
        Stream.opening + [Stream.started(Stream.first), Stream.started(Stream.first)]
      ),
      ("issue after its end", beforeTheEnd(Stream.issue(Stream.first))),
    ])
  func tampering(_ what: String, _ lines: [String]) throws {
    let end = try #require(earlyEnd(try verdict(Stream.run(lines, status: 0))), "\(what)")
    guard case .reportTampered(let sentences) = end else {
      Issue.record("\(what): \(end)")
      return
    }
    #expect(!sentences.isEmpty)
    #expect(end.headline.contains("Something else wrote"))
  }

  @Test("An exit status that says otherwise than the report ended the run early")
  func statusContradicts() throws {
    let hidden = try earlyEnd(verdict(Stream.run(Stream.oneFailure, status: 0)))
    #expect(hidden == .statusContradicts(status: 0, failures: 1))
    let failed = try earlyEnd(verdict(Stream.run(Stream.allPass, status: 3)))
    #expect(failed == .statusContradicts(status: 3, failures: 0))
  }

  @Test(
    "A crash names the test that was running, by either route; a stop says how long it waited",
    arguments: TestRoute.allCases)
  func crashAndStop(route: TestRoute) throws {
    let cut = Array(Stream.allPass.prefix { $0 != Stream.ended(Stream.second) })
    let fatal = "DemoKata/A.swift:4: Fatal error: Unexpectedly found nil"
    // What the route's child says of a trap: the test process itself ends
    // with the signal; `swift test` exits with 1, and only the runtime's
    // backtracer, in the output, says which signal it was.
    let backtracer = "*** Signal \(SIGILL): Backtracing from 0x7f607ad6df7f... done ***"
    let child =
      route == .direct
      ? Stream.run(cut, status: SIGILL, signalled: true, output: fatal)
      : Stream.run(cut, status: 1, output: fatal + "\n\n" + backtracer)
    let crashed = try verdict(
      TestRun(process: route.testProcessEnding(child.process), report: child.report))
    guard case .crashed(let summary) = crashed else {
      Issue.record("\(crashed)")
      return
    }
    #expect(summary == [fatal, "While running the test \"second()\""])
    let stopped = try verdict(Stream.run(cut, status: SIGKILL, signalled: true, timedOut: true))
    guard case .timedOut(let seconds, let lines, _) = stopped else {
      Issue.record("\(stopped)")
      return
    }
    #expect(seconds == 1 && lines == ["While running the test \"second()\""])
  }

  @Test("Within a step, tests are listed in the order a learner reads them")
  func declarationOrder() throws {
    let late = Stream.declared("Step1", "early()", line: 2)
    let lines = Array(Stream.opening.prefix(3)) + [late] + Stream.opening.dropFirst(3)
    let report = TestRunReport(reading: lines.joined(separator: "\n"))
    let steps = TestVerdict.steps(of: try demoKata(), from: report.tests, report: report)
    #expect(report.tests.map(\.declared.name) == ["first()", "second()", "early()", "third()"])
    #expect(steps[0].testCount == 3)
  }

  @Test("A step with no test in the run is reported as not run, and the kata is not complete")
  func missingStep() throws {
    let lines = Stream.allPass.filter { !$0.contains("Step2") }
    let verdict = try verdict(Stream.run(lines, status: 0))
    #expect(verdict.steps?[1].status == .notRun)
    #expect(!verdict.isComplete)
  }
}
