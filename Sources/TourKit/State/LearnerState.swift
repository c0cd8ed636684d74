import Foundation

/// The learner's state and every rule of progress, in one place: what
/// counts as a step done and a kata finished, which step comes next, which
/// hints count, how long the learner has been on a step. Commands parse
/// their arguments, ask this type, and render; a rule changes here and
/// nowhere else.
///
/// Every change is saved at once. The file is read again first, under a
/// lock held until the save, so two tours running side by side (`watch` in
/// one window, `hint` in another) add to each other's record instead of
/// overwriting it.
@MainActor
final class LearnerState {
  let catalogue: Catalogue
  private let store: ProgressStore
  /// The record as last read or written.
  private(set) var progress: Progress
  /// Told when a change could not be saved; the change still holds for
  /// this run, so it is a warning, not an error.
  private let saveFailed: (any Error) -> Void

  /// Loads the record from `store`; an unreadable file is set aside and
  /// `loadWarning` says so.
  init(
    catalogue: Catalogue, store: ProgressStore, saveFailed: @escaping (any Error) -> Void = { _ in }
  ) {
    self.catalogue = catalogue
    self.store = store
    self.saveFailed = saveFailed
    let (progress, warning) = store.load()
    self.progress = progress
    self.loadWarning = warning
  }

  /// Said once, when the file could not be read.
  let loadWarning: String?

  // MARK: Lessons and katas

  func isLearned(_ lesson: Lesson) -> Bool { progress.learned.contains(lesson.id) }

  /// A kata is finished once every required step passed at one check (its
  /// extra step is offered then, never needed); a later
  /// failing check does not take that away (only `reset` does).
  func isDone(_ kata: Kata) -> Bool { progress.kata(kata.id).completed != nil }

  /// When the kata was finished.
  func finished(_ kata: Kata) -> Date? { progress.kata(kata.id).completed }

  /// Whether the learner has checked the kata at least once.
  func hasStarted(_ kata: Kata) -> Bool { progress.kata(kata.id).lastChecked != nil }

  /// The steps that passed at the last check.
  func passedSteps(of kata: Kata) -> [Int] { progress.kata(kata.id).passedSteps }

  /// What the last check saw, for a backup's record: nil when the kata was
  /// never checked.
  func lastCheck(of kata: Kata) -> BackupRecord.Check? {
    let state = progress.kata(kata.id)
    guard let at = state.lastChecked else { return nil }
    return BackupRecord.Check(
      at: at, ran: state.lastCheckRan ?? true, passedSteps: state.passedSteps)
  }

  /// The step to work on: the first required step that failed at the last
  /// check, or nil when every required step passed (or the kata was never
  /// checked).
  func currentStep(of kata: Kata) -> Int? { progress.kata(kata.id).firstFailingStep }

  /// The extra step on offer: once the kata is finished, the first extra
  /// step that did not pass at the last check.
  func pendingExtraStep(of kata: Kata) -> Int? {
    guard isDone(kata) else { return nil }
    return kata.extraStepNumbers.first { !passedSteps(of: kata).contains($0) }
  }

  /// Whether the kata is finished and its extra steps passed at the last
  /// check too.
  func passedExtraSteps(of kata: Kata) -> Bool {
    isDone(kata) && !kata.extraStepNumbers.isEmpty
      && kata.extraStepNumbers.allSatisfy(passedSteps(of: kata).contains)
  }

  /// Katas whose extra steps all passed: shown apart from those finished.
  var extraDoneKatas: [Kata] { catalogue.katas.filter(passedExtraSteps) }

  /// Since when the learner has been on `currentStep(of:)`.
  func onStepSince(_ kata: Kata) -> Date? {
    isDone(kata) ? nil : progress.kata(kata.id).stepStarted
  }

  var doneKatas: [Kata] { catalogue.katas.filter(isDone) }

  /// Every lesson read and every kata finished.
  var isFinished: Bool {
    !catalogue.katas.isEmpty && catalogue.lessons.allSatisfy(isLearned)
      && catalogue.katas.allSatisfy(isDone)
  }

  /// The kata a command means when none is named: the one the learner is
  /// on, else the first not finished, else the first.
  var defaultKata: Kata? {
    progress.currentKata.flatMap(catalogue.kata)
      ?? catalogue.katas.first { !isDone($0) } ?? catalogue.katas.first
  }

  /// The kata the learner is on, if they have opened one.
  var currentKata: Kata? { progress.currentKata.flatMap(catalogue.kata) }

  var learnerName: String? { progress.learnerName }
  var wasWelcomed: Bool { progress.welcomed }

  // MARK: What to do next

  /// The single next thing to do: the kata under way, else the first
  /// lesson not read, else that lesson's first kata not finished, else the
  /// recap.
  var nextStep: NextStep {
    // A kata under way comes first: the learner is in the middle of it.
    if let current = currentKata, hasStarted(current), !isDone(current) {
      return carryOn(with: current)
    }
    for lesson in catalogue.lessons {
      if !isLearned(lesson) {
        return NextStep(
          explanation: "Next: the \(lesson.title) lesson.",
          command: "\(Tour.shortCommand) learn \(lesson.id)")
      }
      for kata in catalogue.katas(for: lesson) where !isDone(kata) {
        if !hasStarted(kata) && progress.currentKata != kata.id {
          return NextStep(
            explanation: "Next: read the kata \"\(kata.title)\".",
            command: "\(Tour.shortCommand) kata \(kata.id)")
        }
        return carryOn(with: kata)
      }
    }
    return NextStep(
      explanation:
        "You have finished every kata in the kit. What each pattern is for, and where next:",
      command: "\(Tour.shortCommand) recap")
  }

  /// Back to the first failing step of a kata already started.
  private func carryOn(with kata: Kata) -> NextStep {
    NextStep(
      explanation: "Next: make step \(currentStep(of: kata) ?? 1) of \"\(kata.title)\" "
        + "pass, then check.",
      command: "\(Tour.shortCommand) check \(kata.id)")
  }

  // MARK: Changes

  func welcome() { update { $0.welcomed = true } }

  func setName(_ name: String) { update { $0.learnerName = name } }

  /// The learner read a lesson; its kata, if not finished, becomes theirs.
  func learn(_ lesson: Lesson, kata: Kata?) {
    update { progress in
      if !progress.learned.contains(lesson.id) { progress.learned.append(lesson.id) }
      if let kata, progress.kata(kata.id).completed == nil { progress.currentKata = kata.id }
    }
  }

  /// The learner opened a kata's brief.
  func open(_ kata: Kata) { update { $0.currentKata = kata.id } }

  /// The verdict of a check. Only a run that went to its end has steps;
  /// any other (the code did not compile, crashed, or ended the run early)
  /// leaves the record of steps as it was. The kata is finished when the
  /// verdict says it is complete. The clock for a step starts when it first
  /// becomes the one to fix.
  func recordCheck(of kata: Kata, verdict: TestVerdict, at now: Date = Date()) {
    update { progress in
      var state = progress.kata(kata.id)
      state.lastChecked = now
      if state.firstChecked == nil { state.firstChecked = now }
      state.totalSteps = kata.steps.count
      state.lastCheckRan = verdict.steps != nil
      if let steps = verdict.steps {
        let passedBefore = everPassed(state, kata)
        state.passedSteps = steps.filter(\.passed).map(\.number)
        state.everPassed = passedBefore.union(state.passedSteps).sorted()
        let firstFailing = TestVerdict.firstFailingStep(in: steps, of: kata)?.number
        if firstFailing != state.firstFailingStep || state.stepStarted == nil {
          state.stepStarted = now
        }
        state.firstFailingStep = firstFailing
        if verdict.isComplete && state.completed == nil { state.completed = now }
      }
      progress.katas[kata.id] = state
      progress.currentKata = kata.id
    }
  }

  /// The learner asked for the next hint of a step that has `tiers` of
  /// them; returns how many to show. A hint read once the step has passed
  /// is shown but not counted (see `hasPassed(_:step:)`).
  func readHint(of kata: Kata, step: Int, tiers: Int) -> Int {
    var shown = 1
    update { progress in
      var state = progress.kata(kata.id)
      let key = String(step)
      let read = max(state.hintTiers[key] ?? 0, state.hintsAfterPassing?[key] ?? 0)
      shown = min(read + 1, tiers)
      if everPassed(state, kata).contains(step) {
        state.hintsAfterPassing = (state.hintsAfterPassing ?? [:]).merging([key: shown]) { $1 }
      } else {
        state.hintTiers[key] = shown
      }
      progress.katas[kata.id] = state
      progress.currentKata = kata.id
    }
    return shown
  }

  /// Starting over: the kata is not done any more, and no step passes
  /// until the next check. Hints already read stay counted, and the steps
  /// that passed before keep their hints free.
  func reset(_ kata: Kata) {
    update { progress in
      progress.katas[kata.id]?.completed = nil
      progress.katas[kata.id]?.passedSteps = []
      progress.katas[kata.id]?.firstFailingStep = nil
      progress.katas[kata.id]?.stepStarted = nil
      progress.currentKata = kata.id
    }
  }

  /// Applies `change` to the latest record on disk and saves it, holding
  /// the record's lock from the read to the save (see `ProgressStore`).
  private func update(_ change: (inout Progress) -> Void) {
    let (latest, error) = store.update(from: progress, change)
    progress = latest
    if let error { saveFailed(error) }
  }
}
