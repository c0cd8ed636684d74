/// A kata's session check: its sessions played on the learner's app and on
/// the app as it should be, side by side in one test process, and the
/// first difference a user could see, shrunk to the shortest session that
/// still shows it and said in the user's words.
@MainActor
public enum SessionCheck {
  /// How many sessions a check plays, by default.
  public static let sessions = 120

  /// The message for the first difference, or nil when every session
  /// agreed. A difference is played again: if the learner's app does
  /// something else the second time, the message says that its behaviour
  /// depends on timing. `asItWas` makes the app as it was (the starter),
  /// to tell whether the difference is behaviour the kata keeps.
  public static func firstDifference<
    Vocabulary: SessionVocabulary, Learner: SessionApp, Reference: SessionApp,
    Starter: SessionApp
  >(
    _ vocabulary: Vocabulary.Type, count: Int = sessions,
    learner: @escaping () -> Learner, reference: @escaping () -> Reference,
    asItWas: (() -> Starter)? = nil
  ) async -> String?
  where
    Learner.Action == Vocabulary.Action, Reference.Action == Vocabulary.Action,
    Starter.Action == Vocabulary.Action
  {
    let player = SessionPlayer<Vocabulary, Learner, Reference>(
      learner: learner, reference: reference)
    let sessions = SessionGenerator(actions: Vocabulary.actions).sessions(count: count)
    for (number, session) in sessions.enumerated() {
      guard let found = await player.play(session, number: number + 1) else { continue }
      let shortest = await player.shrink(found)
      let again = await player.play(shortest.session)
      let timing = again?.learner != shortest.learner
      var before: Observation?
      if let asItWas {
        let starter = SessionPlayer<Vocabulary, Starter, Reference>(
          learner: asItWas, reference: reference)
        before = await starter.observation(after: shortest.session)
      }
      return SessionReport.message(shortest, timing: timing, asItWas: before)
    }
    return nil
  }
}

extension SessionPlayer {
  /// What the learner's side shows after `session`, played on a fresh app.
  func observation(after session: [Action]) async -> Observation {
    let app = makeLearner()
    for action in session { await app.perform(action) }
    return await app.observe().normalized(Vocabulary.normalized)
  }
}
