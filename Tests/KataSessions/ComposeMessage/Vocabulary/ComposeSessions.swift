/// compose-message: what a user (and the app around the screen) can do to
/// the compose screens, one case each. Screens are numbered in the order
/// they were opened, from 1; an action on a screen whose window is gone
/// does nothing.
public enum ComposeAction: SessionAction {
  /// Opens a new message in a window of its own, in the first app.
  case open
  /// Opens a new message in a second app, in the same process.
  case openInSecondApp
  /// Types text at the end of a screen's draft.
  case type(screen: Int, text: String)
  case tapSend(screen: Int)
  case tapCancel(screen: Int)
  /// The app closes a screen's window without Cancel (another screen
  /// replaces it, say).
  case closeWindow(screen: Int)
  /// Taps Clear (the extra step's closure action).
  case tapClear(screen: Int)
  /// A copy of the app goes away, its windows still open (the user quits
  /// it, the system ends it).
  case endApp(Int)

  public var userWords: String {
    switch self {
    case .open: return "Open a new message."
    case .openInSecondApp: return "Open a new message in the second copy of the app."
    case .type(let screen, let text): return "Type \"\(text)\" in message \(screen)."
    case .tapSend(let screen): return "Tap Send on message \(screen)."
    case .tapCancel(let screen): return "Tap Cancel on message \(screen)."
    case .closeWindow(let screen): return "The app closes message \(screen)'s window."
    case .tapClear(let screen): return "Tap Clear on message \(screen)."
    case .endApp(let app):
      return app == 1 ? "Quit the app." : "Quit the second copy of the app."
    }
  }

  /// A message written and sent, then another on the same screen: a Send
  /// that works only once, or only for some text, shows here.
  public static let flows: [[ComposeAction]] = [
    [
      .open, .type(screen: 1, text: "hi"), .tapSend(screen: 1),
      .type(screen: 1, text: "  See you, Bo! "), .tapSend(screen: 1),
    ],
    [
      .open, .type(screen: 1, text: "   "), .tapSend(screen: 1),
      .type(screen: 1, text: "hi"), .tapSend(screen: 1),
    ],
  ]

  /// A second copy of the app starts with its first new message: said
  /// so, the first time, rather than as if it were already there.
  public func userWords(after earlier: [ComposeAction]) -> String {
    guard self == .openInSecondApp, !earlier.contains(.openInSecondApp) else { return userWords }
    return "Start a second copy of the app and open a new message in it."
  }

  public var kind: String {
    switch self {
    case .open: return "open"
    case .openInSecondApp: return "second app"
    case .type: return "type"
    case .tapSend: return "send"
    case .tapCancel: return "cancel"
    case .closeWindow: return "close"
    case .tapClear: return "clear"
    case .endApp: return "quit"
    }
  }
}

/// The sessions of compose-message's core steps: every action but Clear,
/// which only the extra step wires. Drafts are typed as users type them:
/// short, with capitals and punctuation, with spaces before and after, or
/// only spaces, which the app sends as they are (only an empty draft is
/// not sent).
public enum ComposeSessions: SessionVocabulary {
  public static let actions: [ComposeAction] =
    [.open, .open, .openInSecondApp, .endApp(1), .endApp(2)]
    + [1, 2, 3].flatMap { screen in
      [
        .type(screen: screen, text: "hi"), .type(screen: screen, text: "  See you, Bo! "),
        .type(screen: screen, text: "   "), .tapSend(screen: screen), .tapSend(screen: screen),
        .tapCancel(screen: screen),
        .closeWindow(screen: screen),
      ]
    }

  /// The starter already sends, cancels and closes as it should; it keeps
  /// every closed screen alive, which step 5 ends.
  public static let changes: [Int: [String]] = [5: ["in memory"]]
}

/// The extra step's sessions: the core's, with Clear.
public enum ComposeClearSessions: SessionVocabulary {
  public static let actions: [ComposeAction] =
    ComposeSessions.actions + [1, 2, 3].map { .tapClear(screen: $0) }
  /// Step 6 wires Clear: the field empties, and what Send sends next.
  public static let changes: [Int: [String]] = [5: ["in memory"], 6: ["message", "outbox"]]
}
