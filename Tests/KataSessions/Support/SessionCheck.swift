/// A kata's session check: its sessions played on the learner's app and on
/// the app as it should be, side by side in one test process, and the
/// first difference a user could see, shrunk to the shortest session that
/// still shows it and said in the user's words.
@MainActor
public enum SessionCheck {
  /// How many sessions a check plays, by default.
  public static let sessions = 120
  /// How many actions the longest of them has, by default. A kata whose
  /// mistakes show only after a few steps in a row (a refresh that works,
  /// one that fails, then another) plays fewer, longer sessions: the
  /// same cost, far more runs of three or four steps.
  public static let longest = 24

  /// The message for the first difference, or nil when every session
  /// agreed. A difference is played again: if the learner's app does
  /// something else the second time, the message says that its behaviour
  /// depends on timing. `asItWas` makes the app as it was (the starter),
  /// to tell whether the difference is behaviour the kata keeps.
  public static func firstDifference<
    Vocabulary: SessionVocabulary, Learner: SessionApp, Reference: SessionApp,
    Starter: SessionApp
  >(
    _ vocabulary: Vocabulary.Type, count: Int = sessions, longest: Int = SessionCheck.longest,
    learner: @escaping () -> Learner, reference: @escaping () -> Reference,
    asItWas: (() -> Starter)? = nil
  ) async -> String?
  where
    Learner.Action == Vocabulary.Action, Reference.Action == Vocabulary.Action,
    Starter.Action == Vocabulary.Action
  {
    await SerialExecution.run {
      await search(
        Vocabulary.self, count: count, longest: longest, learner: learner,
        reference: reference, asItWas: asItWas)
    }
  }

  /// `firstDifference`'s search, one job at a time.
  private static func search<
    Vocabulary: SessionVocabulary, Learner: SessionApp, Reference: SessionApp,
    Starter: SessionApp
  >(
    _ vocabulary: Vocabulary.Type, count: Int, longest: Int, learner: @escaping () -> Learner,
    reference: @escaping () -> Reference, asItWas: (() -> Starter)?
  ) async -> String?
  where
    Learner.Action == Vocabulary.Action, Reference.Action == Vocabulary.Action,
    Starter.Action == Vocabulary.Action
  {
    let player = SessionPlayer<Vocabulary, Learner, Reference>(
      learner: learner, reference: reference)
    let sessions = SessionGenerator(actions: Vocabulary.actions).sessions(
      count: count, longest: longest)
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

extension SessionCheck {
  /// What proves the oracle fair, in verify: played on the app as it was
  /// (the starter) and the app as it should be, the sessions may differ
  /// only in parts a step of the kata says it changes. Each other
  /// difference, with the shortest session that shows it.
  public static func undeclaredDifferences<
    Vocabulary: SessionVocabulary, Starter: SessionApp, Reference: SessionApp
  >(
    _ vocabulary: Vocabulary.Type, count: Int = sessions, longest: Int = SessionCheck.longest,
    starter: @escaping () -> Starter, reference: @escaping () -> Reference
  ) async -> [String]
  where Starter.Action == Vocabulary.Action, Reference.Action == Vocabulary.Action {
    await SerialExecution.run {
      let declared = Vocabulary.changes.values.flatMap { $0 }
      func isDeclared(_ part: String) -> Bool { declared.contains { part.hasPrefix($0) } }
      var found: [String: String] = [:]
      let sessions = SessionGenerator(actions: Vocabulary.actions).sessions(
        count: count, longest: longest)
      for session in sessions {
        let apps = (starter: starter(), reference: reference())
        for (index, action) in session.enumerated() {
          await apps.reference.act(action)
          await apps.starter.act(action)
          let expected = await apps.reference.observe().normalized { Vocabulary.normalized($0) }
          let seen = await apps.starter.observe().normalized { Vocabulary.normalized($0) }
          for part in seen.differences(from: expected) where !isDeclared(part) {
            guard found[part] == nil else { continue }
            found[part] =
              "\(part), after: "
              + session[...index].map(\.userWords).joined(separator: " ")
          }
        }
        await apps.reference.finish()
        await apps.starter.finish()
      }
      return found.keys.sorted().compactMap { found[$0] }
    }
  }
}

extension SessionPlayer {
  /// What the learner's side shows after `session`, played on a fresh app.
  func observation(after session: [Action]) async -> Observation {
    let app = makeLearner()
    for action in session { await app.act(action) }
    let seen = await app.observe().normalized { Vocabulary.normalized($0) }
    await app.finish()
    return seen
  }
}
