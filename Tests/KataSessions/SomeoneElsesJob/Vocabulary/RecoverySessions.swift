import Foundation

/// The sessions of someone-elses-job's core steps: two screens, a plug-in
/// and a second copy of the app meet expired logins and lost connections,
/// the user answers each interstitial (or not yet), interstitials take a
/// moment to leave, and the server answers each request when the session
/// says, in any order, or fails it.
public enum RecoverySessions: SessionVocabulary {
  public static let actions: [RecoveryAction] =
    [
      .pullFeed(app: 1), .pullFeed(app: 1), .pullInbox(app: 1), .pullInbox(app: 1),
      .pullFeed(app: 2), .pullInbox(app: 2), .askWeather, .askWeather,
      .logIn(app: 1), .logIn(app: 1), .logIn(app: 2), .cancelLogin(app: 1), .cancelLogin(app: 2),
      .retry(app: 1), .retry(app: 1), .retry(app: 2), .cancelPrompt(app: 1),
      .cancelPrompt(app: 2), .animationsEnd, .animationsEnd, .animationsEnd,
      .cancelWork(newest: false), .cancelWork(newest: true), .openSecondApp, .quitApp(1),
      .quitApp(2), .answer(.feed, .ok, newest: true), .answerAll, .answerAll,
    ]
    + RecoveryAction.Path.allCases.flatMap { path in
      RecoveryAction.Reply.allCases.map { RecoveryAction.answer(path, $0) }
    }

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

/// The extra step's sessions: the core's, with an async home screen that
/// awaits the feed and the inbox together, async callers of the feed, and
/// tasks cancelled while they wait.
public enum RecoveryAsyncSessions: SessionVocabulary {
  public static let actions: [RecoveryAction] =
    RecoverySessions.actions + [
      .refreshHome, .refreshHome, .awaitFeed, .awaitFeed, .cancelAwait(call: 1),
      .cancelAwait(call: 2), .answer(.feed, .ok), .answer(.inbox, .ok),
    ]

  public static let changes: [Int: [String]] = RecoverySessions.changes.merging([
    5: ["async"]
  ]) { $0 + $1 }

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    RecoveryFreedoms.normalized(part)
  }
}

/// What the brief leaves free (Solutions/someone-elses-job/NOTES.md lists
/// them): the order in which requests to different paths leave when they
/// leave together, and the words of the error a cancelled command fails
/// with.
enum RecoveryFreedoms {
  static func normalized(_ part: Observation.Part) -> Observation.Part {
    var part = part.replacing("CancellationError()", with: "offline")
    guard part.name == "requests" else { return part }
    // Requests to one path keep their order; the paths are listed in turn.
    let lines = part.text.split(separator: "\n")
    guard lines.count > 1 else { return part }
    let paths = ["GET /feed", "GET /inbox", "GET /weather"]
    var byPath = [[Substring]](repeating: [], count: paths.count + 1)
    for line in lines {
      byPath[paths.firstIndex { line.hasPrefix($0) } ?? paths.count].append(line)
    }
    part.text = byPath.joined().joined(separator: "\n")
    return part
  }
}
