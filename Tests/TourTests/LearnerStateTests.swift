import Foundation
import Testing

@testable import TourKit

/// The rules of progress, tested on the one type that owns them.
@Suite("The learner's state and the rules of progress")
@MainActor
struct LearnerStateTests {
  static let manifest = """
    {"id": "demo-kata", "title": "Demo", "pattern": "delegation", "module": "DemoKata",
     "files": ["A.swift"],
     "steps": [{"suite": "Step1", "title": "First", "failsOnStarter": true},
               {"suite": "Step2", "title": "Second", "failsOnStarter": true}]}
    """

  let kata: Kata
  let catalogue: Catalogue
  let lesson: Lesson

  init() throws {
    kata = try JSONDecoder().decode(Kata.self, from: Data(Self.manifest.utf8))
    lesson = try #require(Lessons.all.first { $0.id == "delegation" })
    catalogue = Catalogue(lessons: [lesson], katas: [kata], problems: [])
  }

  /// The verdict of a run that went to its end with the given steps failing.
  func verdict(failing: Set<Int>) -> TestVerdict {
    let steps = kata.steps.enumerated().map { index, step in
      StepResult(
        number: index + 1, step: step,
        status: failing.contains(index + 1)
          ? .failed([FailureMessage(explanation: nil, detail: "no")]) : .passed,
        testCount: 1)
    }
    return TestVerdict(steps: steps, of: kata)
  }

  func withLearner(_ body: (LearnerState, URL) throws -> Void) throws {
    try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent(".tour/progress.json")
      try body(LearnerState(catalogue: catalogue, store: ProgressStore(file: file)), file)
    }
  }

  @Test("A hint read while the step fails counts; one read after it passed does not")
  func hintsAfterPassingAreNotCounted() throws {
    try withLearner { learner, _ in
      learner.recordCheck(of: kata, verdict: verdict(failing: [2]))
      #expect(learner.readHint(of: kata, step: 2, tiers: 3) == 1)
      #expect(learner.hintsUsed(kata, step: 2) == 1)

      // Step 1 already passes: its hints are shown, in order, but not counted.
      #expect(learner.readHint(of: kata, step: 1, tiers: 3) == 1)
      #expect(learner.readHint(of: kata, step: 1, tiers: 3) == 2)
      #expect(learner.hintsUsed(kata, step: 1) == 0)

      // Once step 2 passes, reading on shows the next tier, but the count stays.
      learner.recordCheck(of: kata, verdict: verdict(failing: []))
      #expect(learner.readHint(of: kata, step: 2, tiers: 3) == 2)
      #expect(learner.hintsUsed(kata, step: 2) == 1)
    }
  }

  @Test("A step that passed stays passed for hints when a later edit breaks it again")
  func brokenAgainStaysFree() throws {
    try withLearner { learner, _ in
      learner.recordCheck(of: kata, verdict: verdict(failing: [2]))
      // Working on step 2 breaks step 1: the learner reads its hints to mend it.
      learner.recordCheck(of: kata, verdict: verdict(failing: [1, 2]))
      #expect(learner.currentStep(of: kata) == 1)
      #expect(learner.readHint(of: kata, step: 1, tiers: 3) == 1)
      #expect(learner.readHint(of: kata, step: 1, tiers: 3) == 2)
      #expect(learner.hintsUsed(kata, step: 1) == 0, "step 1 had passed: its hints are free")
      // Step 2 has never passed: its hints count.
      #expect(learner.readHint(of: kata, step: 2, tiers: 3) == 1)
      #expect(learner.hintsUsed == 1)
    }
  }

  @Test("A check that did not run neither passes nor un-passes a step")
  func checkThatDidNotRun() throws {
    try withLearner { learner, _ in
      learner.recordCheck(of: kata, verdict: verdict(failing: [1, 2]))
      learner.recordCheck(of: kata, verdict: .didNotCompile([]))
      #expect(!learner.hasPassed(kata, step: 1))
      _ = learner.readHint(of: kata, step: 1, tiers: 3)
      #expect(learner.hintsUsed(kata, step: 1) == 1)
      learner.recordCheck(of: kata, verdict: verdict(failing: [2]))
      learner.recordCheck(of: kata, verdict: .didNotCompile([]))
      #expect(learner.hasPassed(kata, step: 1))
    }
  }

  @Test("After reset, the steps that passed before keep their hints free; the others count")
  func resetKeepsPassedStepsFree() throws {
    try withLearner { learner, _ in
      learner.recordCheck(of: kata, verdict: verdict(failing: [2]))
      _ = learner.readHint(of: kata, step: 2, tiers: 3)
      learner.reset(kata)
      #expect(learner.passedSteps(of: kata).isEmpty)
      _ = learner.readHint(of: kata, step: 1, tiers: 3)
      #expect(learner.hintsUsed(kata, step: 1) == 0)
      #expect(learner.hintsUsed(kata, step: 2) == 1, "hints read before reset stay counted")
      #expect(learner.readHint(of: kata, step: 2, tiers: 3) == 2)
      #expect(learner.hintsUsed(kata, step: 2) == 2, "step 2 never passed: its hints count")
    }
  }

  @Test("A record from before passes were kept knows them from what it has")
  func oldRecordKnowsWhatPassed() throws {
    let twoKatas = """
      {"version": 1, "welcomed": true, "learned": [], "katas": {
        "demo-kata": {"passedSteps": [], "totalSteps": 2, "hintTiers": {},
          "completed": "2026-01-01T10:00:00Z"},
        "other": {"passedSteps": [2], "totalSteps": 2, "hintTiers": {},
          "hintsAfterPassing": {"1": 1}}}}
      """
    try withLearner { _, file in
      try write(twoKatas, to: file)
      let other = try JSONDecoder().decode(
        Kata.self,
        from: Data(Self.manifest.replacingOccurrences(of: "demo-kata", with: "other").utf8))
      let learner = LearnerState(
        catalogue: Catalogue(lessons: [lesson], katas: [kata, other], problems: []),
        store: ProgressStore(file: file))
      #expect(
        learner.hasPassed(kata, step: 1) && learner.hasPassed(kata, step: 2),
        "a finished kata passed every required step")
      #expect(learner.hasPassed(other, step: 1), "its hints were read after it passed")
      #expect(learner.hasPassed(other, step: 2), "it passed at the last check")
      // The next check keeps what the old record knew.
      learner.recordCheck(of: other, verdict: verdict(failing: [1, 2]))
      #expect(learner.hasPassed(other, step: 1) && learner.hasPassed(other, step: 2))
      #expect(!learner.hasPassed(kata, step: 3))
    }
  }

  @Test("A kata is done when every step passes, and stays done until it is reset")
  func doneUntilReset() throws {
    try withLearner { learner, _ in
      learner.recordCheck(of: kata, verdict: verdict(failing: [1, 2]))
      #expect(!learner.isDone(kata))
      #expect(learner.currentStep(of: kata) == 1)
      learner.recordCheck(of: kata, verdict: verdict(failing: []))
      #expect(learner.isDone(kata))
      learner.recordCheck(of: kata, verdict: verdict(failing: [2]))
      #expect(learner.isDone(kata), "a later failing check does not take the kata away")
      learner.reset(kata)
      #expect(!learner.isDone(kata))
      #expect(learner.passedSteps(of: kata).isEmpty)
    }
  }

  @Test("The clock on a step starts when it becomes the step to fix, not at every check")
  func stepClock() throws {
    try withLearner { learner, _ in
      let start = Date(timeIntervalSince1970: 1_800_000_000)
      learner.recordCheck(of: kata, verdict: verdict(failing: [1, 2]), at: start)
      learner.recordCheck(of: kata, verdict: verdict(failing: [1, 2]), at: start + 300)
      #expect(learner.onStepSince(kata) == start)
      learner.recordCheck(of: kata, verdict: verdict(failing: [2]), at: start + 600)
      #expect(learner.onStepSince(kata) == start + 600)
      learner.recordCheck(of: kata, verdict: .didNotCompile([]), at: start + 900)
      #expect(learner.onStepSince(kata) == start + 600, "a check that did not run changes nothing")
    }
  }

  @Test("Next: the lesson, then the kata's brief, then its failing step, then the recap")
  func nextStep() throws {
    try withLearner { learner, _ in
      #expect(learner.nextStep.command == "./tour learn delegation")
      learner.learn(lesson, kata: nil)
      #expect(learner.nextStep.command == "./tour kata demo-kata")
      learner.recordCheck(of: kata, verdict: verdict(failing: [2]))
      #expect(learner.nextStep.explanation.contains("step 2"))
      #expect(learner.nextStep.command == "./tour check demo-kata")
      learner.recordCheck(of: kata, verdict: verdict(failing: []))
      #expect(learner.isFinished)
      #expect(learner.nextStep.command == "./tour recap")
    }
  }

  @Test("Two tours on one record add to each other's changes")
  func twoToursShareTheRecord() throws {
    try withLearner { first, file in
      let second = LearnerState(catalogue: catalogue, store: ProgressStore(file: file))
      first.recordCheck(of: kata, verdict: verdict(failing: [2]))
      _ = second.readHint(of: kata, step: 2, tiers: 3)
      #expect(second.passedSteps(of: kata) == [1], "the second tour saw the first one's check")
      let third = LearnerState(catalogue: catalogue, store: ProgressStore(file: file))
      #expect(third.hintsUsed(kata, step: 2) == 1)
      #expect(third.passedSteps(of: kata) == [1])
    }
  }

  @Test("A record written before hints after passing were kept still loads")
  func oldRecordLoads() throws {
    try withLearner { _, file in
      try write(
        """
        {"version": 1, "welcomed": true, "learned": [], "katas": {"demo-kata": {
          "passedSteps": [1], "totalSteps": 2, "hintTiers": {"2": 1}}}}
        """, to: file)
      let learner = LearnerState(catalogue: catalogue, store: ProgressStore(file: file))
      #expect(learner.loadWarning == nil)
      #expect(learner.hintsUsed(kata, step: 2) == 1)
    }
  }

  @Test("Time spent runs from the first check to the finish, or to the last check till then")
  func timeSpent() throws {
    try withLearner { learner, _ in
      let start = Date(timeIntervalSince1970: 1_000_000)
      #expect(learner.timeSpent(on: kata) == nil)
      learner.recordCheck(of: kata, verdict: verdict(failing: [1, 2]), at: start)
      learner.recordCheck(of: kata, verdict: verdict(failing: [2]), at: start + 600)
      let under = try #require(learner.timeSpent(on: kata))
      #expect(under.seconds == 600 && !under.finished)
      learner.recordCheck(of: kata, verdict: verdict(failing: []), at: start + 1500)
      learner.recordCheck(of: kata, verdict: verdict(failing: []), at: start + 9000)
      let done = try #require(learner.timeSpent(on: kata))
      #expect(done.seconds == 1500 && done.finished)
      #expect(ProgressCommand.duration(done.seconds) == "25 minutes")
      #expect(ProgressCommand.duration(4500) == "1 h 15 min")
      #expect(ProgressCommand.duration(170) == "3 minutes", "2 min 50 s, said as a person would")
    }
  }

  @Test("How long ago a check was is rounded to the nearest unit, not cut down")
  func agoIsRounded() {
    let now = Date(timeIntervalSince1970: 1_000_000)
    let ago = { (seconds: TimeInterval) in ProgressCommand.describe(now - seconds, now: now) }
    #expect(ago(10) == "just now")
    #expect(ago(50) == "a minute ago")
    #expect(ago(170) == "3 minutes ago", "2 min 50 s is about 3 minutes")
    #expect(ago(59 * 60 + 50) == "an hour ago")
    #expect(ago(90 * 60 + 10) == "2 hours ago")
    #expect(ago(3 * 86400 - 600) == "3 days ago")
  }
}
