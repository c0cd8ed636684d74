/// slim-timeline: what a user, the system and the server can do to Qwinkle,
/// one case each. The app is running when a session starts; a second copy
/// of it starts on demand, each with its own network. Windows beyond the
/// app's own are numbered from 2, in the order they were opened; an action
/// on a window, a screen or an app that is gone does nothing.
public enum TimelineAction: SessionAction {
  // MARK: The user

  /// Pulls down the screen on show in an app's window.
  case pull(app: Int)
  /// Switches an app's window to the private messages, or back.
  case show(TimelineScreen, app: Int)
  /// Opens another screen of a kind in a new window of the first app.
  case openWindow(TimelineScreen)
  case pullWindow(Int)
  case closeWindow(Int)
  case launchSecondApp
  /// A copy of the app goes away (the user quits it, the system ends it).
  case quit(app: Int)
  case background(app: Int)
  case foreground(app: Int)

  // MARK: The system

  /// Wakes an app for a background session, handing it a completion
  /// handler to call once that session has delivered everything; launches
  /// it first if it is not running.
  case wake(app: Int, TimelineSession)
  /// A session tells the app it has delivered its last event.
  case finishEvents(app: Int, TimelineScreen)

  // MARK: The server

  /// Answers the oldest download of a screen's file still waiting.
  case answer(app: Int, TimelineScreen, body: String)
  /// Answers the newest one first.
  case answerNewest(app: Int, TimelineScreen, body: String)
  case fail(app: Int, TimelineScreen, TimelineFailure)
  /// The file arrives, then the download fails.
  case failAfterFile(app: Int, TimelineScreen)

  // MARK: The extra step: a task awaiting download()

  case call
  case callFromCancelledTask
  case cancelCall(Int)
  /// Cancels a call's task and calls again at once, before either runs:
  /// the call made after the cancellation is not refused.
  case cancelCallAndCallAgain(Int)
  /// The server answers, then a call is made and a call's task cancelled,
  /// all before any of it runs: a cancellation that comes after its call
  /// ended must not end the next one. (The other orders, a call before a
  /// cancellation or a cancellation before an answer, are the brief's
  /// freedom: a bridge may hear of a cancellation at once or a turn later.)
  case answerCallAgainAndCancelCall(Int)
  case downloaderAnswer(body: String)
  case downloaderFail(TimelineFailure)
  case downloaderFailAfterFile
  case downloaderReportsCancellations
}

/// The app's two screens.
public enum TimelineScreen: String, Hashable, Sendable {
  case timeline
  case messages
}

/// The sessions the system may wake the app for: each screen's, another
/// app's, and two merely named like ours.
public enum TimelineSession: String, Hashable, Sendable {
  case timeline
  case messages
  case foreign = "com.someone.else"
  case endsLikeOurs = "com.other.timeline"
  case startsLikeOurs = "com.qwinkle.messages.old"
}

/// How a download fails.
public enum TimelineFailure: String, Hashable, Sendable {
  case offline
  case serverError = "The server answered 500."
}

extension TimelineAction {
  public var userWords: String {
    switch self {
    case .pull(let app): return on(app, "pull the screen on show down to refresh.")
    case .show(.messages, let app): return on(app, "switch to the private messages.")
    case .show(.timeline, let app): return on(app, "switch back to the timeline.")
    case .openWindow(.timeline): return "Open another timeline in a new window."
    case .openWindow(.messages): return "Open the private messages in a new window."
    case .pullWindow(let window): return "Pull window \(window) down to refresh."
    case .closeWindow(let window): return "Close window \(window)."
    case .launchSecondApp: return "Start a second copy of the app, app 2."
    case .quit(let app): return app == 1 ? "Quit the app." : "Quit app 2."
    case .background(let app):
      return on(app, "go to the home screen (the app goes to the background).")
    case .foreground(let app): return on(app, "come back to the app.")
    case .wake(let app, let session):
      return "The system wakes \(app == 1 ? "the app" : "app 2") for \(session.words)."
    case .finishEvents(let app, let screen):
      return on(app, "the \(screen.owner) session delivers its last event.")
    case .answer(let app, let screen, let body):
      return on(app, "the server sends the \(screen.rawValue): \(quoted(body)).")
    case .answerNewest(let app, let screen, let body):
      return on(app, "the newest \(screen.rawValue) download is answered first: \(quoted(body)).")
    case .fail(let app, let screen, let failure):
      return on(app, "the \(screen.owner) download fails: \(failure.words).")
    case .failAfterFile(let app, let screen):
      return on(app, "the \(screen.owner) file arrives, then its download fails: offline.")
    case .call: return "A task calls download() and waits."
    case .callFromCancelledTask: return "A task that is already cancelled calls download()."
    case .cancelCall(let call): return "Cancel the task of call \(call)."
    case .cancelCallAndCallAgain(let call):
      return "Cancel the task of call \(call) and, at once, call download() again."
    case .answerCallAgainAndCancelCall(let call):
      return "The server sends \"three\"; at once, call again and cancel call \(call)."
    case .downloaderAnswer(let body): return "The server sends the download: \(quoted(body))."
    case .downloaderFail(let failure): return "The download fails: \(failure.words)."
    case .downloaderFailAfterFile: return "The file arrives, then the download fails: offline."
    case .downloaderReportsCancellations: return "The session reports the downloads it cancelled."
    }
  }

  /// Few kinds, so that sessions covering every pair of them leave room
  /// for long ones drawn freely.
  public var kind: String {
    switch self {
    case .pull, .pullWindow: return "pull"
    case .show, .openWindow, .closeWindow: return "screens"
    case .launchSecondApp, .quit, .background, .foreground: return "apps"
    case .wake: return "wake"
    case .finishEvents: return "events done"
    case .answer, .answerNewest: return "answer"
    case .fail, .failAfterFile: return "fail"
    case .call: return "call"
    case .callFromCancelledTask: return "call cancelled"
    case .cancelCall: return "cancel"
    case .cancelCallAndCallAgain, .answerCallAgainAndCancelCall:
      return "race"
    case .downloaderAnswer: return "download answered"
    case .downloaderFail, .downloaderFailAfterFile: return "download fails"
    case .downloaderReportsCancellations: return "late reports"
    }
  }

  /// "In app 2, ..." for app 2; capitalised alone.
  private func on(_ app: Int, _ words: String) -> String {
    app == 1 ? words.prefix(1).uppercased() + words.dropFirst() : "In app 2, " + words
  }

  /// The file as a Swift string literal, line ends written out (`\n`,
  /// `\r\n`), so that a blank line or a last line end shows.
  private func quoted(_ body: String) -> String {
    guard !body.isEmpty else { return "an empty file" }
    let written = body.unicodeScalars.map { scalar in
      scalar == "\n" ? "\\n" : scalar == "\r" ? "\\r" : String(scalar)
    }
    return "\"" + written.joined() + "\""
  }
}

extension TimelineAction {
  /// Refreshes that work, fail, and work again, on each screen (a screen
  /// that gives up after a failure, or keeps a failure's leftovers, shows
  /// only in such a run), and a screen closed after its session ended.
  public static let flows: [[TimelineAction]] = [
    [
      .show(.messages, app: 1), .pull(app: 1), .fail(app: 1, .messages, .serverError),
      .pull(app: 1), .answer(app: 1, .messages, body: "ana: lunch?\r\n\r\nbo: sure\n"),
    ],
    [
      .pull(app: 1), .answer(app: 1, .timeline, body: "ana: hi\n\nbo: yo\n"), .pull(app: 1),
      .fail(app: 1, .timeline, .offline), .pull(app: 1),
      .answer(app: 1, .timeline, body: "ana: hi\r\nbo: yo\r\n"),
    ],
    // The messages' session finishes with no handler handed over, then
    // the screen goes: nothing may keep it.
    [.openWindow(.messages), .finishEvents(app: 1, .messages), .closeWindow(2)],
  ]
}

extension TimelineScreen {
  /// "timeline's", "messages'": whose session or download it is.
  var owner: String { self == .timeline ? "timeline's" : "messages'" }
}

extension TimelineSession {
  var words: String {
    switch self {
    case .timeline: return "the timeline's session"
    case .messages: return "the messages' session"
    default: return "session \"\(rawValue)\""
    }
  }
}

extension TimelineFailure {
  var words: String { self == .offline ? "offline" : "the server answers 500" }
}
