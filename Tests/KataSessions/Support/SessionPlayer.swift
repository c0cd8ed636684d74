/// Where a session showed the two apps part ways: the session up to the
/// action after which they first differed, what each showed then, and
/// which parts differed.
public struct SessionDifference<Action: SessionAction>: Sendable {
  public let session: [Action]
  public let reference: Observation
  public let learner: Observation
  public let parts: [String]
}

/// Plays sessions on fresh apps, side by side: after every action, both
/// apps are observed and compared, part by part, in the forms the kata's
/// brief leaves free.
@MainActor
public struct SessionPlayer<
  Vocabulary: SessionVocabulary, Learner: SessionApp, Reference: SessionApp
>
where Learner.Action == Vocabulary.Action, Reference.Action == Vocabulary.Action {
  public typealias Action = Vocabulary.Action
  let makeLearner: () -> Learner
  let makeReference: () -> Reference

  public init(learner: @escaping () -> Learner, reference: @escaping () -> Reference) {
    makeLearner = learner
    makeReference = reference
  }

  /// Plays `session` on a fresh pair of apps and returns where they first
  /// differed, or nil when they agreed throughout. `number` names the
  /// session in the progress a crash leaves behind.
  public func play(_ session: [Action], number: Int = 0) async -> SessionDifference<Action>? {
    let reference = makeReference()
    let learner = makeLearner()
    SessionProgress.started(number)
    let parted = await play(session, on: reference, learner)
    await reference.finish()
    await learner.finish()
    return parted
  }

  private func play(_ session: [Action], on reference: Reference, _ learner: Learner) async
    -> SessionDifference<Action>?
  {
    if let parted = await compare(reference, learner, after: []) { return parted }
    for (index, action) in session.enumerated() {
      SessionProgress.acting(index + 1, action.userWords, on: "the app as it should be")
      await reference.act(action)
      SessionProgress.acting(index + 1, action.userWords, on: "your app")
      await learner.act(action)
      if let parted = await compare(reference, learner, after: Array(session[...index])) {
        return parted
      }
    }
    return nil
  }

  private func compare(_ reference: Reference, _ learner: Learner, after session: [Action]) async
    -> SessionDifference<Action>?
  {
    let expected = await reference.observe().normalized { Vocabulary.normalized($0) }
    let seen = await learner.observe().normalized { Vocabulary.normalized($0) }
    let parts = seen.differences(from: expected)
    guard !parts.isEmpty else { return nil }
    return SessionDifference(session: session, reference: expected, learner: seen, parts: parts)
  }

  /// The shortest session found that still shows a difference: actions
  /// are taken out, in halves, then quarters, down to one at a time,
  /// while what is left still parts the apps.
  public func shrink(_ difference: SessionDifference<Action>) async -> SessionDifference<Action> {
    var best = difference
    var chunk = max(best.session.count / 2, 1)
    while chunk >= 1 {
      var start = 0
      var shrank = false
      while start < best.session.count {
        var fewer = best.session
        fewer.removeSubrange(start..<min(start + chunk, fewer.count))
        if let still = await play(fewer) {
          best = still
          shrank = true
        } else {
          start += chunk
        }
      }
      if !shrank { chunk /= 2 }
    }
    return best
  }
}
