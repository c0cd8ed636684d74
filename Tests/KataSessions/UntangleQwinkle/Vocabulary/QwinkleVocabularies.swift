import Foundation

/// The sessions of untangle-qwinkle's core steps: everything but the
/// account screen, every two kinds of action meeting in some session, and
/// the flows of `QwinkleAction.flows` threaded through others.
public enum QwinkleSessions: SessionVocabulary {
  /// Weighted by repeats: writing Qwinks and the server's answers to them
  /// come up most, as they do in use.
  public static let actions: [QwinkleAction] =
    [.tapPlus(timeline: 1), .tapPlus(timeline: 1), .tapPlus(timeline: 2), .type("lunch?")]
    + [.type("lunch?"), .type(" at six"), .type(" "), .type("  Lunch AT SIX  "), .tapDone]
    + [.tapDone, .tapDone, .tapCancel]
    + [.closeEntry, .closeEntry, .tapField, .pressReturn, .tapRow(timeline: 1)]
    + [.pull(timeline: 1), .pull(timeline: 2), .openSecondTimeline]
    + [.closeTimeline(2), .signIn("bo"), .signIn("bo"), .signIn("dee"), .launchSecondApp]
    + [.quit(app: 1), .quit(app: 2), .background, .foreground, .foreground, .wake(ours: true)]
    + [.wake(ours: false), .answerTimeline(.two, newest: false)]
    + [.answerTimeline(.one, newest: false), .answerTimeline(.one, newest: true)]
    + [.answerTimeline(.two, newest: true), .answerTimeline(.empty, newest: false)]
    + [.answerTimeline(.garbled, newest: false), .answerTimeline(.empty, newest: true)]
    + [.answerTimeline(.unreadable, newest: false), .answerTimeline(.unreadable, newest: true)]
    + [.answerTimeline(.crlf, newest: false), .answerTimeline(.twice, newest: false)]
    + [.failTimeline(.offline)]
    + [.failTimeline(.serverError), .failTimeline(.afterAnswer), .storePost(newest: false)]
    + [.storePost(newest: false), .storePost(newest: true), .storePost(newest: true)]
    + [.failPost(.offline), .failPost(.notFound), .failPost(.afterAnswer)]

  public static let changes: [Int: [String]] = QwinkleChanges.core

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    QwinkleFreedoms.normalized(part)
  }
}

/// The extra step's sessions: the account screen, with sign-ins, and
/// enough of the rest to change the model in other ways.
public enum QwinkleAccountSessions: SessionVocabulary {
  public static let actions: [QwinkleAction] =
    [.openAccount, .openAccount, .closeAccount(1), .closeAccount(2), .signIn("bo")]
    + [.signIn("eve"), .signIn("dee"), .tapPlus(timeline: 1), .type("lunch?"), .tapDone]
    + [.storePost(newest: false), .answerTimeline(.two, newest: false), .openSecondTimeline]
    + [.quit(app: 1)]

  public static let changes: [Int: [String]] = QwinkleChanges.core.merging([6: ["account"]]) {
    $0 + $1
  }

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    QwinkleFreedoms.normalized(part)
  }
}

/// What the brief leaves free (Solutions/untangle-qwinkle/NOTES.md says
/// so): the words of an error that is not the network's, such as a body
/// that cannot be read as text. That an error shows is still compared;
/// an error the network reported is shown as it said it.
enum QwinkleFreedoms {
  static let networkSaid = Set(
    [QwinkleFailure.offline, .serverError, .notFound, .afterAnswer].map(\.message))

  static func normalized(_ part: Observation.Part) -> Observation.Part {
    let mark = "\nerror: "
    guard Observation.Part.holds(mark, in: part.text),
      let cut = part.text.range(of: mark, options: .backwards),
      !networkSaid.contains(String(part.text[cut.upperBound...]))
    else { return part }
    return Observation.Part(
      part.name, part.text[..<cut.upperBound] + "(the timeline could not be read)")
  }
}

/// What each step changes between the app as it was and as it should be.
enum QwinkleChanges {
  static let core: [Int: [String]] = [
    // The timeline shows the model's Qwinks, and skips a line with no author.
    2: ["timeline"],
    // Every timeline on the model hears of a post, the second window's too.
    3: ["timeline"],
    // Each screen's service holds it weakly, so a closed screen is freed;
    // the starter's sessions keep every screen that used one.
    4: ["in memory", "timeline"],
    // The screen loads when it appears, and coming back during a load
    // starts no second one.
    5: ["requests", "timeline"],
  ]
}
