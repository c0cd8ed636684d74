/// What users of Qwinkle do in runs, each step meaning something only
/// after the one before: random sessions would seldom make them, so some
/// sessions thread one through random actions (`SessionAction.flows`).
extension QwinkleAction {
  public static let flows: [[QwinkleAction]] = [
    // Sends, corrects the text and sends again; the server answers the
    // newer post first.
    write("lunch?") + [.tapDone, .type(" at six"), .tapDone]
      + [.storePost(newest: true), .storePost(newest: false)],
    // The same, the server answering the older post first.
    write("lunch?") + [.tapDone, .type(" at six"), .tapDone, .storePost(newest: false)],
    // Sends the same Qwink twice (a space typed, Done again); the first
    // post fails, the second is stored.
    write("lunch?") + [.tapDone, .type(" "), .tapDone, .failPost(.offline)]
      + [.storePost(newest: false)],
    // Another account signs in while the Qwink is being written.
    [.tapPlus(timeline: 1), .signIn("bo"), .type("lunch?"), .tapDone, .storePost(newest: false)],
    // Another account signs in, then writes.
    [.signIn("bo")] + write("hi all") + [.tapDone, .storePost(newest: false)],
    // The post fails; Done again, and it is stored.
    write("lunch?") + [.tapDone, .failPost(.offline), .tapDone, .storePost(newest: false)],
    // The post fails, and the user gives up on it.
    write("lunch?") + [.tapDone, .failPost(.notFound), .closeEntry],
    // The post fails after the server's answer arrived.
    write("lunch?") + [.tapDone, .failPost(.afterAnswer), .tapCancel],
    // The new Qwink's window goes while its post is out.
    write("lunch?") + [.tapDone, .closeEntry, .storePost(newest: false)],
    // A second window of the timeline, while a Qwink is posted.
    [.openSecondTimeline] + write("lunch?") + [.tapDone, .storePost(newest: false)]
      + [.closeTimeline(2)],
    // A timeline came; a pull, and the server now has none: the old rows go.
    [
      .answerTimeline(.two, newest: false), .pull(timeline: 1),
      .answerTimeline(.empty, newest: false),
    ],
    // A timeline came; a pull, and what comes cannot be read.
    [.answerTimeline(.two, newest: false), .pull(timeline: 1)]
      + [.answerTimeline(.unreadable, newest: false), .pull(timeline: 1)]
      + [.answerTimeline(.crlf, newest: false)],
    // The first load fails; a pull, and the server has nothing.
    [.failTimeline(.serverError), .pull(timeline: 1), .answerTimeline(.empty, newest: false)],
    // The first load fails; a pull, and it comes.
    [.failTimeline(.offline), .pull(timeline: 1), .answerTimeline(.two, newest: false)],
    // Back in the foreground while the first load is still out.
    [.foreground, .answerTimeline(.one, newest: true), .answerTimeline(.two, newest: false)],
    // A second copy of the app, while the first posts.
    [.launchSecondApp] + write("lunch?") + [.tapDone, .storePost(newest: false), .quit(app: 2)],
    // The account screen, as two accounts sign in, one after the other.
    [.openAccount, .signIn("bo"), .signIn("eve"), .closeAccount(1)],
    // Two account screens; one closes, then another account signs in.
    [.openAccount, .openAccount, .signIn("bo"), .closeAccount(1), .signIn("dee")],
  ]

  /// Taps + on the first timeline and types `text`.
  private static func write(_ text: String) -> [QwinkleAction] {
    [.tapPlus(timeline: 1), .type(text)]
  }
}
