import Foundation

/// The sessions of work-out-of-controller's core steps: logins on several
/// screens and apps, the feed, the home screen's refresh everything, a
/// plug-in loaded late, and a server that answers each request when the
/// session says, in any order, or fails it in each way the app handles.
public enum WorkOutSessions: SessionVocabulary {
  public static let actions: [WorkOutAction] =
    [
      .logIn(screen: 1, name: "ana"), .logIn(screen: 1, name: "bo"),
      .logIn(screen: 2, name: "ana"), .logIn(screen: 2, name: "bo"),
      .logIn(screen: 3, name: "bo"), .closeLogin(screen: 2), .closeLogin(screen: 3),
      .pullFeed(screen: 1), .pullFeed(screen: 2), .openLoginWindow, .openLoginWindow,
      .openSecondApp, .quitApp(1), .quitApp(2), .refreshEverything, .refreshEverything,
      .refreshWeather, .refreshWeather, .loadOsloPlugin, .cancelWork(newest: false),
      .cancelWork(newest: true),
      .answer(.login, .ok, newest: true), .answer(.feed, .ok, newest: true), .answerAll,
      .answerAll,
    ]
    + WorkOutAction.Path.allCases.flatMap { path in
      WorkOutAction.Reply.allCases.map { WorkOutAction.answer(path, $0) }
    }

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

/// The extra step's sessions: the core's, with async callers that await
/// the feed and tasks cancelled while they wait.
public enum WorkOutAsyncSessions: SessionVocabulary {
  public static let actions: [WorkOutAction] =
    WorkOutSessions.actions + [
      .awaitFeed, .awaitFeed, .awaitFeed, .cancelAwait(call: 1), .cancelAwait(call: 2),
      .answer(.feed, .ok), .answer(.feed, .ok, newest: true),
    ]

  public static let changes: [Int: [String]] = WorkOutSessions.changes.merging([5: ["async"]]) {
    $0 + $1
  }

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    WorkOutFreedoms.normalized(part)
  }
}

/// What the brief leaves free (Solutions/work-out-of-controller/NOTES.md
/// lists them): the order in which requests to different paths leave when
/// they leave together, and the words of the error a cancelled command
/// fails with.
enum WorkOutFreedoms {
  static func normalized(_ part: Observation.Part) -> Observation.Part {
    var part = part.replacing("CancellationError()", with: "offline")
    guard part.name == "requests" else { return part }
    // Requests to one path keep their order; the paths are listed in turn.
    let lines = part.text.split(separator: "\n")
    guard lines.count > 1 else { return part }
    let paths = ["POST /login", "GET /feed", "GET /inbox"]
    var byPath = [[Substring]](repeating: [], count: paths.count + 1)
    for line in lines {
      byPath[paths.firstIndex { line.hasPrefix($0) } ?? paths.count].append(line)
    }
    part.text = byPath.joined().joined(separator: "\n")
    return part
  }
}
