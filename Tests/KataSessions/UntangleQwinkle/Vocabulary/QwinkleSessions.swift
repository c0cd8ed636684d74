/// untangle-qwinkle: what a user, the server and the system can do to
/// Qwinkle, one case each. The app is launched before the first action.
/// Timelines are numbered in the order their windows opened, from 1 (the
/// app's own window); the new-Qwink actions act on the newest new-Qwink
/// screen still open, as a user acts on the window in front. An action with
/// nothing to act on does nothing.
public enum QwinkleAction: SessionAction {
  case pull(timeline: Int)
  case tapPlus(timeline: Int)
  /// Taps a timeline's first row.
  case tapRow(timeline: Int)
  /// Taps in the newest new Qwink's text field, which takes the focus.
  case tapField
  case pressReturn
  /// Types at the end of the newest new Qwink's text.
  case type(String)
  case tapDone
  case tapCancel
  /// The newest new Qwink's window goes without Cancel (swiped away).
  case closeEntry
  /// Opens the first app's timeline in a second window, on the same model.
  case openSecondTimeline
  case closeTimeline(Int)
  /// Another account signs in to the first app.
  case signIn(String)
  case launchSecondApp
  case quit(app: Int)
  case background
  case foreground
  /// The server answers the oldest timeline request waiting, or the newest.
  case answerTimeline(QwinkleBody, newest: Bool)
  case failTimeline(QwinkleFailure)
  /// The server answers the oldest post waiting, or the newest.
  case storePost(newest: Bool)
  case failPost(QwinkleFailure)
  /// The system wakes the app for a background session's events: the
  /// timeline's own, or one that is not Qwinkle's.
  case wake(ours: Bool)
  /// The extra step's account screen, in the first app.
  case openAccount
  case closeAccount(Int)

  public var userWords: String {
    switch self {
    case .pull(let number): return "Pull timeline \(number) down to refresh."
    case .tapPlus(let number): return "Tap + on timeline \(number)."
    case .tapRow(let number): return "Tap the first row of timeline \(number)."
    case .tapField: return "Tap in the newest new Qwink's text field."
    case .pressReturn: return "Press Return in the newest new Qwink."
    case .type(let text): return "Type \"\(text)\" in the newest new Qwink."
    case .tapDone: return "Tap Done on the newest new Qwink."
    case .tapCancel: return "Tap Cancel on the newest new Qwink."
    case .closeEntry: return "Swipe the newest new Qwink's window away."
    case .openSecondTimeline: return "Open the timeline in a second window."
    case .closeTimeline(let number): return "Close timeline \(number)'s window."
    case .signIn(let user): return "\(user) signs in."
    case .launchSecondApp: return "Start a second copy of the app."
    case .quit(let app): return app == 1 ? "Quit the app." : "Quit the second copy of the app."
    case .background: return "The app goes to the background."
    case .foreground: return "The app comes back to the foreground."
    case .answerTimeline(let body, let newest):
      return "The server answers the \(newest ? "newest" : "oldest") timeline request: "
        + body.words + "."
    case .failTimeline(let failure): return "The oldest timeline request " + failure.words + "."
    case .storePost(let newest):
      return "The server stores the \(newest ? "newest" : "oldest") post waiting."
    case .failPost(let failure): return "The oldest post waiting " + failure.words + "."
    case .wake(let ours):
      return ours
        ? "The system wakes the app for the timeline's download session."
        : "The system wakes the app for a download session not Qwinkle's."
    case .openAccount: return "Open the account screen."
    case .closeAccount(let number): return "Close account screen \(number)."
    }
  }

  /// Few kinds, so that sessions are long and every two kinds still meet.
  public var kind: String {
    switch self {
    case .tapPlus, .tapField, .type, .pressReturn, .tapDone, .tapCancel, .closeEntry:
      return "new Qwink"
    case .pull, .tapRow, .openSecondTimeline, .closeTimeline: return "timeline"
    case .signIn: return "sign in"
    case .launchSecondApp, .quit, .background, .foreground, .wake: return "app"
    case .answerTimeline, .failTimeline: return "timeline answer"
    case .storePost, .failPost: return "post answer"
    case .openAccount, .closeAccount: return "account"
    }
  }
}

/// What the server sends for the timeline: one Qwink a line.
public enum QwinkleBody: String, Sendable {
  case two, one, empty, garbled, crlf, twice, unreadable

  public var text: String {
    switch self {
    case .two: return "ana: the tram is late again\nbo: new bakery on Elm Street"
    case .one: return "cy: chess in the park at six?"
    case .empty: return ""
    case .garbled: return "<html>502 Bad Gateway</html>"
    case .crlf: return "ana: the tram is late again\r\n\r\nbo: new bakery on Elm Street\r\n"
    case .twice: return "cy: chess in the park at six?\ncy: chess in the park at six?\n"
    case .unreadable: return ""
    }
  }

  /// The bytes the server sends when they are not text (UTF-8 has no
  /// 0xFF), nil when it sends `text`.
  public var bytes: [UInt8]? {
    self == .unreadable ? [0x61, 0x6E, 0x61, 0x3A, 0x20, 0xFF, 0xFE, 0x0A] : nil
  }

  var words: String {
    switch self {
    case .two: return "two Qwinks"
    case .one: return "one Qwink"
    case .empty: return "no Qwinks"
    case .garbled: return "an error page"
    case .crlf: return "CRLF, a blank line"
    case .twice: return "one Qwink twice"
    case .unreadable: return "unreadable bytes"
    }
  }
}

/// How a request fails.
public enum QwinkleFailure: String, Sendable {
  case offline, serverError, notFound, afterAnswer

  /// The error the network reports.
  public var message: String {
    switch self {
    case .offline, .afterAnswer: return "The network connection appears to be offline."
    case .serverError: return "The server answered 500."
    case .notFound: return "The server answered 404."
    }
  }

  var words: String {
    switch self {
    case .offline: return "fails: the network is offline"
    case .serverError: return "fails: the server answers 500"
    case .notFound: return "fails: the server answers 404"
    case .afterAnswer: return "fails after its answer arrived"
    }
  }
}
