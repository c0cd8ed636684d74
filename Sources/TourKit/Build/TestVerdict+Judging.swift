import Foundation

// Judging a test run: the verdict worked out from what the test runner
// reported as it ran (TestRunReport) and how its process ended.
extension TestVerdict {
  /// Judges the tests of `testModule` (the kata's own, or a variant's that
  /// verify built beside others) in `run`.
  init(judging run: TestRun, of kata: Kata, testModule: String) {
    if let problem = Self.problem(with: run) {
      self = problem
      return
    }
    let tests = run.report.tests(in: testModule)
    self.init(steps: Self.steps(of: kata, from: tests, report: run.report), of: kata)
  }

  /// What keeps the whole run from being judged, whichever module is
  /// asked about: nil when the run went from its start to its end as the
  /// runner alone would have written it. Verify runs each variant alone
  /// when its shared run has a problem.
  static func problem(with run: TestRun) -> TestVerdict? {
    let process = run.process
    let report = run.report
    // Read from the output only when the run crashed or was stopped: verify
    // asks this of every variant of one shared run, whose output is long.
    func summary() -> [String] {
      CrashSummary.lines(
        output: process.output, signal: process.wasSignalled ? process.status : nil,
        running: report.running.map(\.declared.name))
    }
    if process.timedOut {
      let stall = Stall(processorSeconds: process.processorSeconds, seconds: process.seconds)
      return .timedOut(seconds: Int(process.seconds), summary: summary(), stall: stall)
    }
    if process.wasSignalled { return .crashed(summary: summary()) }
    if !report.tampering.isEmpty { return .endedEarly(.reportTampered(report.tampering)) }
    if !report.runStarted { return .endedEarly(.neverStarted(status: process.status)) }
    let accounted = report.tests.filter(\.accounted).count
    if !report.runEnded {
      return .endedEarly(
        .stoppedBeforeTheEnd(
          finished: accounted, of: report.tests.count, status: process.status,
          running: report.running.first?.declared.name))
    }
    let missing = report.tests.filter { !$0.accounted }
    if !missing.isEmpty {
      return .endedEarly(.testsMissing(missing.map(\.declared.name), of: report.tests.count))
    }
    if let failure = report.failuresOutsideTests.first {
      return .endedEarly(.failureOutsideTests(failure))
    }
    // The runner exits with a failure status exactly when a check failed.
    if (report.failureCount == 0) != (process.status == 0) {
      return .endedEarly(
        .statusContradicts(status: process.status, failures: report.failureCount))
    }
    return nil
  }

  /// Groups the tests by the kata's steps, in the manifest's order; within
  /// a step, tests keep the order a learner reads them in (file, then line).
  static func steps(
    of kata: Kata, from tests: [TestRunReport.Test], report: TestRunReport
  ) -> [StepResult] {
    kata.steps.enumerated().map { index, step in
      let mine = tests.filter { $0.suite == step.suite }
        .sorted { ($0.declared.file, $0.declared.line) < ($1.declared.file, $1.declared.line) }
      let module = mine.first?.module ?? ""
      let failures =
        report.suiteFailures(under: module + "." + step.suite)
        + mine.flatMap { test in test.failures.map { $0.named(test.declared.name) } }
      let status: StepResult.Status =
        mine.isEmpty ? .notRun : failures.isEmpty ? .passed : .failed(failures)
      return StepResult(
        number: index + 1, step: step, status: status, testCount: mine.count)
    }
  }
}
