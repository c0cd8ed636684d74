import Foundation

/// What a check of a kata's code comes to: the one answer that `check`
/// shows, `watch` repeats, the learner's progress records (so `progress`,
/// `share` and `room` show it), and `verify` holds every variant of a kata
/// to.
///
/// It is worked out here and nowhere else, from what the compiler said and
/// from what the test runner reported while the tests ran (TestRunReport),
/// never from a file the code under test could have written. A step passes
/// only when the runner said, as it happened, that each of its tests started
/// and ended with no failure; a run that stops halfway, or whose report
/// holds records the runner could not have written, is judged as neither
/// passed nor failed: it ended early.
enum TestVerdict {
  /// Every required step passed: the kata is complete. The steps also say
  /// how the extra step fared.
  case passed([KataCheck.StepResult])
  /// The tests ran to the end and a required step failed.
  case failed([KataCheck.StepResult])
  case didNotCompile([KataCheck.CompileError])
  /// A signal ended the test process: a trap in the code, most often. The
  /// summary is the runtime's error and the tests that were running.
  case crashed(summary: [String])
  /// The tests ran past their time limit and were stopped.
  case timedOut(seconds: Int, summary: [String])
  /// The run cannot be judged: it ended before every test had reported, or
  /// something other than the runner wrote to its report.
  case endedEarly(EarlyEnd)
  /// The build made no test executable: the kata's tests are missing.
  case noTests
  /// The code compiled but breaks a house rule, so its tests were not run.
  case brokeHouseRules([HouseRuleFinding])

  /// Whether the kata is complete: the one place that decides it.
  var isComplete: Bool {
    if case .passed = self { return true }
    return false
  }

  /// Each step's result, when the tests ran to the end.
  var steps: [KataCheck.StepResult]? {
    switch self {
    case .passed(let steps), .failed(let steps): return steps
    default: return nil
    }
  }

  /// The step to work on: the first required step that did not pass. An
  /// extra step never holds a kata up.
  static func firstFailingStep(in steps: [KataCheck.StepResult], of kata: Kata)
    -> KataCheck.StepResult?
  {
    steps.first { !$0.passed && !kata.isExtra(step: $0.number) }
  }

  /// Passed when every required step passed, failed otherwise.
  init(steps: [KataCheck.StepResult], of kata: Kata) {
    self = Self.firstFailingStep(in: steps, of: kata) == nil ? .passed(steps) : .failed(steps)
  }
}

// MARK: Judging a test run

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
    if process.timedOut { return .timedOut(seconds: Int(process.seconds), summary: summary()) }
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
  ) -> [KataCheck.StepResult] {
    kata.steps.enumerated().map { index, step in
      let mine = tests.filter { $0.suite == step.suite }
        .sorted { ($0.declared.file, $0.declared.line) < ($1.declared.file, $1.declared.line) }
      let module = mine.first?.module ?? ""
      let failures =
        report.suiteFailures(under: module + "." + step.suite) + mine.flatMap(\.failures)
      let status: KataCheck.StepResult.Status =
        mine.isEmpty ? .notRun : failures.isEmpty ? .passed : .failed(failures)
      return KataCheck.StepResult(
        number: index + 1, step: step, status: status, testCount: mine.count)
    }
  }
}
