import Foundation
import Testing

@testable import TourKit

/// A kata's optional extra step: offered once the required steps pass,
/// never needed to finish, and shown apart in what the learner shares.
@Suite("The optional extra step")
@MainActor
struct ExtraStepTests {
  static let manifest = """
    {"id": "demo-kata", "title": "Demo", "pattern": "delegation", "module": "DemoKata",
     "files": ["A.swift"],
     "steps": [{"suite": "Step1", "title": "First", "failsOnStarter": true},
               {"suite": "Step2", "title": "Second", "failsOnStarter": true},
               {"suite": "Step3", "title": "Modern", "failsOnStarter": true, "optional": true}]}
    """

  let kata: Kata
  let catalogue: Catalogue

  init() throws {
    kata = try JSONDecoder().decode(Kata.self, from: Data(Self.manifest.utf8))
    let lesson = try #require(Lessons.all.first { $0.id == "delegation" })
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

  func withLearner(_ body: (LearnerState) throws -> Void) throws {
    try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent(".tour/progress.json")
      try body(LearnerState(catalogue: catalogue, store: ProgressStore(file: file)))
    }
  }

  @Test("kata.json marks the extra step; steps without the flag are required")
  func manifestMarksTheExtraStep() {
    #expect(kata.requiredSteps.map(\.suite) == ["Step1", "Step2"])
    #expect(kata.extraStepNumbers == [3])
    #expect(kata.isExtra(step: 3) && !kata.isExtra(step: 2) && !kata.isExtra(step: 9))
  }

  @Test("The kata is finished when the required steps pass; the extra step is then on offer")
  func finishedWithoutTheExtraStep() throws {
    try withLearner { learner in
      learner.recordCheck(of: kata, verdict: verdict(failing: [3]))
      #expect(learner.isDone(kata))
      #expect(learner.currentStep(of: kata) == nil)
      #expect(learner.pendingExtraStep(of: kata) == 3)
      #expect(learner.extraDoneKatas.isEmpty)

      learner.recordCheck(of: kata, verdict: verdict(failing: []))
      #expect(learner.pendingExtraStep(of: kata) == nil)
      #expect(learner.extraDoneKatas == [kata])
    }
  }

  @Test("A passing extra step does not finish a kata whose required steps fail")
  func extraStepAloneIsNotEnough() throws {
    try withLearner { learner in
      learner.recordCheck(of: kata, verdict: verdict(failing: [2]))
      #expect(!learner.isDone(kata))
      #expect(learner.currentStep(of: kata) == 2)
      #expect(learner.pendingExtraStep(of: kata) == nil)
      #expect(learner.extraDoneKatas.isEmpty)
    }
  }

  @Test("The shared code counts only hints read while their step failed, and extras apart")
  func shareCountsHonestly() throws {
    try withLearner { learner in
      learner.recordCheck(of: kata, verdict: verdict(failing: [2, 3]))
      _ = learner.readHint(of: kata, step: 2, tiers: 3)
      _ = learner.readHint(of: kata, step: 2, tiers: 3)
      // Step 1 passes: curiosity, not help.
      _ = learner.readHint(of: kata, step: 1, tiers: 3)
      learner.recordCheck(of: kata, verdict: verdict(failing: []))
      _ = learner.readHint(of: kata, step: 3, tiers: 3)

      let code = ProgressCode(name: "Ana", learner: learner, now: Date(timeIntervalSince1970: 0))
      #expect(code.hints == 2)
      #expect(code.done == 1 && code.extras == 1)
      #expect(code.steps == 2, "the code counts required steps only")
      #expect(code.text.contains(";x1;h2;"))
      #expect(ProgressCode(line: code.text) == code)
    }
  }

  @Test("A code made before extras and hints were shared still reads, with neither known")
  func oldCodesStillRead() throws {
    let old = "pk1;name=Bo;kata=slim-timeline;step=2;steps=5;done=1;katas=9;at=2026-11-22T09:52:00Z"
    let code = try #require(ProgressCode(line: old))
    #expect(code.extras == nil && code.hints == nil && code.done == 1)
  }
}
