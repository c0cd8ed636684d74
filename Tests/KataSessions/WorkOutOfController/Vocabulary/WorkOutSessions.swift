/// The sessions of work-out-of-controller's core steps: logins on several
/// screens and apps, the feed, the home screen's refresh everything, a
/// plug-in loaded late, and a server that answers each request when the
/// session says, in any order, or fails it in each way the app handles.
public enum WorkOutSessions: SessionVocabulary {
  public static let actions: [WorkOutAction] = userActions + answers

  /// What users do, some of it answered at once.
  private static let userActions: [WorkOutAction] =
    [
      .logIn(screen: 1, name: "ana"), .logIn(screen: 1, name: "bo"),
      .logIn(screen: 2, name: "ana"), .logIn(screen: 2, name: "bo"), .logIn(screen: 3, name: "bo"),
      .logIn(screen: 1, name: "ana", answered: .ok), .logIn(screen: 2, name: "bo", answered: .ok),
      .logIn(screen: 1, name: "bo", answered: .unauthorized),
      .logIn(screen: 1, name: "ana", answered: .offline),
      .logIn(screen: 1, name: "ana", answered: .gatewayTimeout),
      .logIn(screen: 2, name: "bo", answered: .unavailable),
      .logIn(screen: 1, name: " Ana ", password: " sesame "),
      .logIn(screen: 2, name: "BO", password: "Se Same  "),
      .logIn(screen: 1, name: "ana", password: " "),
      .closeLogin(screen: 2), .closeLogin(screen: 3), .pullFeed(screen: 1), .pullFeed(screen: 2),
      .pullFeed(screen: 1, answered: .ok), .pullFeed(screen: 1, answered: .ok),
      .pullFeed(screen: 1, answered: .serverError), .pullFeed(screen: 1, answered: .offline),
      .pullFeed(screen: 1, answered: .unreadable), .pullFeed(screen: 2, answered: .ok),
      .pullFeed(screen: 1, answered: .nothing), .pullFeed(screen: 1, answered: .twoAlike),
      .pullFeed(screen: 1, answered: .gatewayTimeout), .pullFeed(screen: 1, answered: .notFound),
      .openLoginWindow, .openLoginWindow, .openSecondApp, .quitApp(1), .quitApp(2),
      .refreshEverything, .refreshEverything, .refreshWeather, .refreshWeather, .loadOsloPlugin,
      .cancelWork(newest: false), .cancelWork(newest: true), .answer(.login, .ok, newest: true),
      .answer(.feed, .ok, newest: true), .answerAll, .answerAll,
    ]

  /// The server answers the oldest request to a path, in each way it can.
  private static let answers: [WorkOutAction] =
    WorkOutAction.Path.allCases.flatMap { path -> [WorkOutAction] in
      [WorkOutAction.Reply.ok, .unreadable, .unauthorized, .serverError, .offline].map {
        WorkOutAction.answer(path, $0)
      }
    }
    + [
      .answer(.login, .gatewayTimeout), .answer(.login, .notFound), .answer(.login, .nothing),
      .answer(.feed, .nothing), .answer(.feed, .twoAlike), .answer(.feed, .unavailable),
      .answer(.inbox, .nothing), .answer(.inbox, .twoAlike), .answer(.inbox, .gatewayTimeout),
    ]

  /// What the starter does otherwise: its screens talk to the server
  /// themselves, try three times when there is no answer, call a 5xx on the
  /// feed unreadable and keep a screen alive while its request waits
  /// (step 3); its bus routes nothing, so the plug-in never hears back
  /// (steps 1 and 2) and refresh everything never ends (step 4).
  public static let changes: [Int: [String]] = [
    1: ["weather"], 3: ["login", "feed", "requests", "in memory"], 4: ["home"],
  ]

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    WorkOutFreedoms.normalized(part)
  }
}

/// The extra step's sessions: async callers that await the feed, their
/// tasks cancelled while they wait, and the server and the scheduler
/// around them, with a few of the core's actions for company. The core's
/// sessions play the rest.
public enum WorkOutAsyncSessions: SessionVocabulary {
  public static let actions: [WorkOutAction] =
    [
      .awaitFeed, .awaitFeed, .awaitFeed, .cancelAwait(call: 1), .cancelAwait(call: 2),
      .cancelAwait(call: 3), .answer(.feed, .ok, newest: true), .answer(.feed, .ok, newest: true),
      .answerAll, .cancelWork(newest: false), .cancelWork(newest: true), .pullFeed(screen: 1),
      .logIn(screen: 1, name: "ana"), .refreshEverything, .quitApp(1),
    ] + WorkOutAction.Reply.allCases.map { .answer(.feed, $0) }

  public static let changes = WorkOutOracleSessions.changes

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    WorkOutFreedoms.normalized(part)
  }
}

/// Every action, core and async: what verify plays on the app as it was
/// (the starter) and the app as it should be, which may differ only where
/// a step says.
public enum WorkOutOracleSessions: SessionVocabulary {
  public static let actions = WorkOutSessions.actions + WorkOutAsyncSessions.actions

  public static let changes: [Int: [String]] = WorkOutSessions.changes.merging([5: ["async"]]) {
    $0 + $1
  }

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    WorkOutFreedoms.normalized(part)
  }
}

/// What the brief leaves free (Solutions/work-out-of-controller/NOTES.md lists
/// it): the words of the error a cancelled command fails with. (The order
/// in which requests that leave together reach the server is free too:
/// the driver counts the requests, it does not list them in turn.)
enum WorkOutFreedoms {
  static func normalized(_ part: Observation.Part) -> Observation.Part {
    part.replacing("CancellationError()", with: "offline")
  }
}
