import Foundation

/// What a check of a kata's code comes to: the one answer that `check`
/// shows, `watch` repeats, the learner's progress records (so `progress`,
/// `share` and `room` show it), and `verify` holds every variant of a kata
/// to.
///
/// It is worked out from what the compiler said and from what the test
/// runner reported while the tests ran (Build/TestVerdict+Judging reads
/// the TestRunReport), never from a file the code under test could have
/// written. A step passes only when the runner said, as it happened, that
/// each of its tests started and ended with no failure; a run that stops
/// halfway, or whose report holds records the runner could not have
/// written, is judged as neither passed nor failed: it ended early.
enum TestVerdict {
  /// Every required step passed: the kata is complete. The steps also say
  /// how the extra step fared.
  case passed([StepResult])
  /// The tests ran to the end and a required step failed.
  case failed([StepResult])
  case didNotCompile([CompileError])
  /// A signal ended the test process: a trap in the code, most often. The
  /// summary is the runtime's error and the tests that were running.
  case crashed(summary: [String])
  /// The tests ran past their time limit and were stopped; `stall` says
  /// whether they were waiting or working meanwhile.
  case timedOut(seconds: Int, summary: [String], stall: Stall)
  /// The run cannot be judged: it ended before every test had reported, or
  /// something other than the runner wrote to its report.
  case endedEarly(EarlyEnd)
  /// The build made no test executable: the kata's tests are missing.
  case noTests
  /// The code compiled but breaks a house rule, so its tests were not run.
  case brokeHouseRules([HouseRuleFinding])
  /// The tests ran, but the house rules could not be read (the toolchain
  /// gave no parse: the reason, in a sentence), so whatever the steps
  /// say, the kata cannot be called complete.
  case houseRulesUnread(reason: String, steps: [StepResult])
  /// The disk filled up while the code was built or tested: nothing can
  /// be said of the code.
  case diskFull

  /// Whether the kata is complete: the one place that decides it.
  var isComplete: Bool {
    if case .passed = self { return true }
    return false
  }

  /// Each step's result, when the tests ran to the end.
  var steps: [StepResult]? {
    switch self {
    case .passed(let steps), .failed(let steps), .houseRulesUnread(_, let steps): return steps
    default: return nil
    }
  }

  /// The verdict's case, in a word: what verify's lists and
  /// `Judgement.signature` name.
  var kind: String {
    switch self {
    case .passed: return "passed"
    case .failed: return "failed"
    case .didNotCompile: return "did-not-compile"
    case .crashed: return "crashed"
    case .timedOut: return "timed-out"
    case .endedEarly: return "ended-early"
    case .noTests: return "no-tests"
    case .brokeHouseRules: return "house-rules"
    case .houseRulesUnread: return "house-rules-unread"
    case .diskFull: return "disk-full"
    }
  }

  /// Whether the disk filled up: nothing was learned of the code.
  var isDiskFull: Bool {
    if case .diskFull = self { return true }
    return false
  }

  /// Whether the build or the test run failed before any test could be
  /// judged: where a full disk can hide.
  var failedBeforeAnyTest: Bool {
    switch self {
    case .didNotCompile, .crashed, .timedOut, .endedEarly: true
    default: false
    }
  }

  /// The step to work on: the first required step that did not pass. An
  /// extra step never holds a kata up.
  static func firstFailingStep(in steps: [StepResult], of kata: Kata)
    -> StepResult?
  {
    steps.first { !$0.passed && !kata.isExtra(step: $0.number) }
  }

  /// Passed when every required step passed, failed otherwise.
  init(steps: [StepResult], of kata: Kata) {
    self = Self.firstFailingStep(in: steps, of: kata) == nil ? .passed(steps) : .failed(steps)
  }
}
