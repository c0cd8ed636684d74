/// The sessions of someone-elses-job's core steps: two screens, a plug-in
/// and a second copy of the app meet expired logins and lost connections,
/// the user answers each interstitial (or not yet), interstitials take a
/// moment to leave, and the server answers each request when the session
/// says, in any order, or fails it.
public enum RecoverySessions: SessionVocabulary {
  public static let actions: [RecoveryAction] = pulls + others + replies + answers

  /// Pulls, most of them answered at once, in every way the server can.
  private static let pulls: [RecoveryAction] = [
    .pullFeed(app: 1), .pullInbox(app: 1), .pullFeed(app: 2), .pullInbox(app: 2),
    .pullFeed(app: 1, answered: .ok), .pullFeed(app: 1, answered: .same),
    .pullFeed(app: 1, answered: .unauthorized), .pullFeed(app: 1, answered: .offline),
    .pullFeed(app: 1, answered: .serverError), .pullFeed(app: 1, answered: .unreadable),
    .pullInbox(app: 1, answered: .ok), .pullInbox(app: 1, answered: .unauthorized),
    .pullInbox(app: 1, answered: .offline), .pullInbox(app: 1, answered: .unreadable),
    .pullInbox(app: 1, answered: .nothing), .pullInbox(app: 1, answered: .twoAlike),
    .pullFeed(app: 1, answered: .nothing), .pullFeed(app: 1, answered: .twoAlike),
    .pullFeed(app: 1, answered: .gatewayTimeout), .pullInbox(app: 1, answered: .notFound),
    .pullFeed(app: 2, answered: .unauthorized), .pullFeed(app: 2, answered: .offline),
  ]

  private static let others: [RecoveryAction] = [
    .askWeather, .askWeather, .animationsEnd, .animationsEnd, .cancelWork(newest: false),
    .cancelWork(newest: true), .openSecondApp, .quitApp(1), .quitApp(2),
    .answer(.feed, .ok, newest: true), .answerAll,
  ]

  /// Every answer to every interstitial, at once or once it has left.
  private static let replies: [RecoveryAction] = RecoveryAction.Answer.allCases.flatMap {
    answer -> [RecoveryAction] in
    [
      .reply(answer, app: 1), .reply(answer, app: 1, gone: true),
      .reply(answer, app: 2, gone: true),
    ]
  }

  /// The server answers the oldest request to a path.
  private static let answers: [RecoveryAction] =
    [RecoveryAction.Path.feed, .inbox].flatMap { path -> [RecoveryAction] in
      [RecoveryAction.Reply.ok, .same, .unreadable, .unauthorized, .serverError, .offline].map {
        RecoveryAction.answer(path, $0)
      }
    }
    + [
      .answer(.weather, .ok), .answer(.weather, .unauthorized), .answer(.weather, .offline),
      .answer(.feed, .nothing), .answer(.feed, .gatewayTimeout), .answer(.inbox, .nothing),
      .answer(.inbox, .twoAlike), .answer(.inbox, .notFound), .answer(.weather, .gatewayTimeout),
    ]

  /// What the starter does otherwise: each screen asks for its own login
  /// and its own prompt, so two come up at once, and sends again (or shows
  /// the failure) at once, while the interstitial is still leaving (steps 2
  /// and 3); a screen that handles nothing itself, the plug-in's, hears
  /// every failure (step 1); after Cancel on the prompt a screen says
  /// "offline" whatever failed (step 4).
  public static let changes: [Int: [String]] = [
    1: ["weather"], 2: ["on screen", "requests", "feed", "inbox"],
    3: ["on screen", "requests", "feed", "inbox"], 4: ["feed", "inbox"],
  ]

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    RecoveryFreedoms.normalized(part)
  }
}

/// The extra step's sessions: an async home screen that awaits the feed
/// and the inbox together, async callers of the feed, their tasks
/// cancelled while they wait, and the failures, interstitials and server
/// around them. The core's sessions play the rest.
public enum RecoveryAsyncSessions: SessionVocabulary {
  public static let actions: [RecoveryAction] =
    [
      .refreshHome, .refreshHome, .refreshHome, .awaitFeed, .awaitFeed, .cancelAwait(call: 1),
      .cancelAwait(call: 2), .answerAll, .animationsEnd, .cancelWork(newest: false),
      .cancelWork(newest: true), .pullFeed(app: 1), .quitApp(1),
    ]
    + RecoveryAction.Answer.allCases.flatMap { answer in
      [.reply(answer, app: 1), .reply(answer, app: 1, gone: true)]
    }
    + [RecoveryAction.Path.feed, .inbox].flatMap { path in
      [RecoveryAction.Reply.ok, .unauthorized, .offline, .unreadable].map {
        RecoveryAction.answer(path, $0)
      }
    }

  public static let changes = RecoveryOracleSessions.changes

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    RecoveryFreedoms.normalized(part)
  }
}

/// Every action, core and async: what verify plays on the app as it was
/// (the starter) and the app as it should be, which may differ only where
/// a step says.
public enum RecoveryOracleSessions: SessionVocabulary {
  public static let actions = RecoverySessions.actions + RecoveryAsyncSessions.actions

  public static let changes: [Int: [String]] = RecoverySessions.changes.merging([
    5: ["async"]
  ]) { $0 + $1 }

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    RecoveryFreedoms.normalized(part)
  }
}

/// What the brief leaves free (Solutions/someone-elses-job/NOTES.md lists
/// it): the words of the error a cancelled command fails with. (The order
/// in which requests that leave together reach the server is free too:
/// the driver counts the requests, it does not list them in turn.)
enum RecoveryFreedoms {
  static func normalized(_ part: Observation.Part) -> Observation.Part {
    part.replacing("CancellationError()", with: "offline")
  }
}
