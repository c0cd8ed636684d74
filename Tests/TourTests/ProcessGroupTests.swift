import Foundation
import Testing

@testable import TourKit

/// Learner code under test may start processes of its own that keep the
/// test output open. The time limit covers them too: every process in the
/// run's group is stopped, and reading stops at the limit.
@Suite("A time limit that covers the whole process group")
struct ProcessGroupTests {
  @Test("A child left running with the output open is stopped at the limit with its parent")
  func childHoldingTheOutput() throws {
    // The grandchild would print "late" a minute on, if it were still
    // there; stopped with its parent, it never does.
    let run = try ProcessRunner.run(
      "/bin/sh", ["-c", "(sleep 60; echo late) & echo started; exec sleep 600"], timeLimit: 0)
    #expect(run.timedOut && !run.succeeded)
    #expect(run.output.contains("started"), "\(run.output)")
    #expect(!run.output.contains("late"), "the run waited for the grandchild: \(run.output)")
  }

  @Test("A run that ends on time with a child still holding the output does not wait for it")
  func childOutlivesAQuickRun() throws {
    let run = try ProcessRunner.run(
      "/bin/sh", ["-c", "(sleep 60; echo late) & echo done"], timeLimit: 300)
    #expect(!run.timedOut)
    #expect(run.status == 0)
    #expect(run.output.contains("done"), "\(run.output)")
    #expect(!run.output.contains("late"), "the run waited for the grandchild: \(run.output)")
  }

  @Test("A run that has been silent past its quiet limit is stopped, with no time limit at all")
  func silentRun() throws {
    // Nothing was heard since the start: with no silence allowed, the run
    // is stopped at the first look. It has no time limit, so `timedOut`
    // can only mean the quiet limit stopped it; had it not, the child would
    // have ended by itself and `timedOut` would be false.
    let start = Date()
    let run = try ProcessRunner.run(
      "/bin/sh", ["-c", "echo started; exec sleep 60"], timeLimit: nil,
      quiet: ProcessRunner.Quiet(limit: 0) { start })
    #expect(run.timedOut && !run.succeeded, "the silent child was not stopped: \(run.output)")
  }

  @Test("A run that keeps being heard from is not stopped by its quiet limit")
  func heardRun() throws {
    let run = try ProcessRunner.run(
      "/bin/sh", ["-c", "echo done"], timeLimit: 300,
      quiet: ProcessRunner.Quiet(limit: 300) { Date() })
    #expect(!run.timedOut)
    #expect(run.status == 0)
  }

  @Test("A child that left the group still cannot hold the run past its limit")
  func childInItsOwnSession() throws {
    let setsid = "/usr/bin/setsid"
    guard FileManager.default.isExecutableFile(atPath: setsid) else { return }
    let run = try ProcessRunner.run(
      "/bin/sh", ["-c", "\(setsid) sh -c 'sleep 60; echo late' & echo started; exec sleep 600"],
      timeLimit: 0)
    #expect(run.timedOut)
    #expect(!run.output.contains("late"), "the run waited for the escaped child: \(run.output)")
  }
}
