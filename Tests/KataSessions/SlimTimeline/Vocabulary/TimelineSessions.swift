/// The sessions of slim-timeline's core steps: pulls on every screen, the
/// screens switched, opened in windows and closed, a second copy of the
/// app, both quit, the system waking the app for its sessions and others,
/// and the server answering in either order or failing. Files come as
/// servers send them: empty, one post, blank lines, a last line end, the
/// line ends of Windows (\r\n).
///
/// No freedom to normalise: the kata is a refactoring, and every word a
/// screen shows comes from the starter, which the learner keeps.
public enum TimelineSessions: SessionVocabulary {
  /// Weighted by repeats: the timeline's own pull and answers most, so
  /// that sessions often get as far as a second refresh or a quit after
  /// one.
  public static let actions: [TimelineAction] =
    [
      .pull(app: 1), .pull(app: 1), .pull(app: 1), .pull(app: 1), .pull(app: 1),
      .show(.messages, app: 1), .show(.messages, app: 1), .show(.timeline, app: 1),
      .show(.timeline, app: 1), .openWindow(.timeline), .openWindow(.messages), .pullWindow(2),
      .pullWindow(2), .closeWindow(2), .launchSecondApp, .launchSecondApp, .pull(app: 2),
      .pull(app: 2), .quit(app: 1), .quit(app: 1), .quit(app: 2), .background(app: 1),
      .foreground(app: 1),
    ]
    + [
      .wake(app: 1, .timeline), .wake(app: 1, .timeline), .wake(app: 1, .messages),
      .wake(app: 1, .messages), .wake(app: 1, .foreign), .wake(app: 1, .endsLikeOurs),
      .wake(app: 1, .startsLikeOurs), .wake(app: 2, .timeline), .wake(app: 2, .timeline),
      .finishEvents(app: 1, .timeline), .finishEvents(app: 1, .timeline),
      .finishEvents(app: 1, .messages), .finishEvents(app: 1, .messages),
      .finishEvents(app: 2, .timeline), .finishEvents(app: 2, .timeline),
    ]
    + [
      .answer(app: 1, .timeline, body: "ana: hi\nbo: yo"),
      .answer(app: 1, .timeline, body: "ana: hi\n\nbo: yo\n"),
      .answer(app: 1, .timeline, body: "cy: new"),
      .answer(app: 1, .timeline, body: "ana: hi\r\nbo: yo\r\n"),
      .answer(app: 1, .timeline, body: ""),
      .answerNewest(app: 1, .timeline, body: "dee: late\n"),
      .answer(app: 1, .messages, body: "ana: lunch?"), .answer(app: 1, .messages, body: ""),
      .answer(app: 1, .messages, body: "ana: lunch?\r\n\r\nbo: sure\n"),
      .answer(app: 2, .timeline, body: "eve: elsewhere"),
      .answer(app: 2, .timeline, body: "eve: elsewhere"), .fail(app: 1, .timeline, .offline),
      .fail(app: 1, .timeline, .serverError), .fail(app: 1, .messages, .serverError),
      .fail(app: 2, .timeline, .offline), .failAfterFile(app: 1, .timeline),
      .failAfterFile(app: 1, .messages),
    ]

  /// The starter shows, downloads and fails as it should. It keeps every
  /// screen it downloaded for alive, which step 3 ends; it never runs the
  /// system's completion handlers, which steps 4 (the timeline's, and
  /// others') and 5 (the messages') hand to the screens.
  public static let changes: [Int: [String]] = [3: ["in memory"], 4: ["system"], 5: ["system"]]
}

/// The extra step's sessions: tasks awaiting download() on an
/// AsyncDownloader, cancelled at any moment, racing the next call, with
/// the server answering, failing, and reporting cancelled downloads late.
public enum TimelineDownloaderSessions: SessionVocabulary {
  public static let actions: [TimelineAction] =
    [
      .call, .call, .callFromCancelledTask, .cancelCall(1), .cancelCall(2), .cancelCall(3),
      .cancelCallAndCallAgain(1), .cancelCallAndCallAgain(2), .answerCallAgainAndCancelCall(1),
      .answerCallAgainAndCancelCall(2), .downloaderAnswer(body: "one"),
      .downloaderAnswer(body: "two"),
      .downloaderFail(.offline), .downloaderFail(.serverError), .downloaderFailAfterFile,
      .downloaderReportsCancellations,
    ]

  /// The starter's download() gives up at once: the whole bridge is step 6.
  public static let changes: [Int: [String]] = [6: ["call", "downloader"]]
}

/// Every action of the kata, for verify's proof that the starter differs
/// from the app as it should be only where a step says.
public enum TimelineAllSessions: SessionVocabulary {
  public static let actions = TimelineSessions.actions + TimelineDownloaderSessions.actions
  public static let changes = TimelineSessions.changes.merging(TimelineDownloaderSessions.changes) {
    $0 + $1
  }
}
