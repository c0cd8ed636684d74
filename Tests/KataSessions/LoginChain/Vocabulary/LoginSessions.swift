/// login-chain: what a user, the server and the system can do to the login
/// app, one case each. Windows are numbered in the order they opened, from
/// 1, across both copies of the app; typing and Return go to the window in
/// front (the one last opened or tapped). An action with nothing to act on
/// (a tap in a closed window, an answer with no login waiting) does nothing.
public enum LoginAction: SessionAction {
  /// Types at the cursor, in the window in front.
  case type(String)
  /// Return, in the field that has the cursor in the window in front.
  case pressReturn
  /// Taps a field of the form on top in a window (a sheet's, while one is up).
  case tapField(window: Int, LoginField)
  /// Taps a window where there is no field: the cursor goes away.
  case tapOutside(window: Int)
  /// Logs in with the form on top in a window, as a user does it: the
  /// username over whatever was there, the password likewise, Return.
  case logIn(window: Int, user: String)
  /// The first copy of the app opens another window with a login form.
  case openWindow
  /// The session expires: a new login screen takes a window's place.
  case sessionExpires(window: Int)
  /// The first copy of the app puts its own login screen back in its window.
  case firstScreenBack
  /// A sheet with a second login form opens over a window's screen.
  case showSheet(window: Int)
  case dismissSheet(window: Int)
  case closeWindow(Int)
  /// A second copy of the app starts in the same process, with its own server.
  case launchSecondApp
  /// A copy of the app goes away, with everything it holds.
  case quitApp(Int)
  /// A copy of the app's server answers one of the logins waiting for it.
  case answer(app: Int, LoginAnswer, newest: Bool)
  case enterBackground
  case enterForeground
  /// The extra step: the menu that holds Log In is opened (and shows
  /// whether Log In is on), Log In is chosen from it, or pressed as
  /// Command-L, all for the window in front.
  case openMenu
  case chooseLogIn
  case commandL

  public var userWords: String {
    switch self {
    case .type(let text): return "Type \"\(text)\"."
    case .pressReturn: return "Press Return."
    case .tapField(let window, let field):
      return "Tap the \(field.rawValue) field in window \(window)."
    case .tapOutside(let window): return "Tap outside the fields in window \(window)."
    case .logIn(let window, let user):
      return "Log in as \"\(user)\" in window \(window): fill in the form, press Return."
    case .openWindow: return "Open another login window."
    case .sessionExpires(let window):
      return "The session expires: a new login screen replaces window \(window)'s."
    case .firstScreenBack: return "The app puts its first login screen back in window 1."
    case .showSheet(let window): return "A sheet with another login form opens in window \(window)."
    case .dismissSheet(let window): return "The sheet in window \(window) goes away."
    case .closeWindow(let window): return "Close window \(window)."
    case .launchSecondApp: return "Start a second copy of the app."
    case .quitApp(let app): return app == 1 ? "Quit the app." : "Quit the second copy of the app."
    case .answer(let app, let answer, let newest):
      let whose = app == 1 ? "The server" : "The second copy's server"
      return "\(whose) answers the \(newest ? "newest" : "oldest") login: \(answer.rawValue)."
    case .enterBackground: return "The app goes to the background."
    case .enterForeground: return "The app comes back to the foreground."
    case .openMenu: return "Open the menu with Log In in it."
    case .chooseLogIn: return "Choose Log In from the open menu."
    case .commandL: return "Press Command-L (Log In)."
    }
  }

  public var kind: String {
    switch self {
    case .type: return "type"
    case .pressReturn: return "return"
    case .tapField: return "tap field"
    case .tapOutside: return "tap outside"
    case .logIn: return "log in"
    case .openWindow: return "new window"
    case .sessionExpires: return "expire"
    case .firstScreenBack: return "first screen back"
    case .showSheet: return "sheet"
    case .dismissSheet: return "sheet away"
    case .closeWindow: return "close"
    case .launchSecondApp: return "second app"
    case .quitApp: return "quit"
    case .answer: return "answer"
    case .enterBackground, .enterForeground: return "background"
    case .openMenu: return "menu"
    case .chooseLogIn: return "choose"
    case .commandL: return "command-L"
    }
  }

  /// A login typed field by field, as a user with a capitalised name does
  /// it; and a username corrected after the password is typed, then
  /// Return in the username field (which moves on, and logs nobody in);
  /// and a sheet's login that fails, then the password typed again.
  public static let flows: [[LoginAction]] = [
    [
      .tapField(window: 1, .username), .type("Bea Ng "), .pressReturn, .type("sesame"),
      .pressReturn,
    ],
    [
      .tapField(window: 1, .password), .type("sesame"), .tapField(window: 1, .username),
      .type("Bea Ng "), .pressReturn, .pressReturn,
    ],
    // A sheet's login fails while the cursor is in its username: the
    // cursor goes back to the sheet's password.
    [
      .showSheet(window: 1), .logIn(window: 1, user: "Bea"), .tapField(window: 1, .username),
      .answer(app: 1, .wrongPassword, newest: true), .type("sesame"), .pressReturn,
    ],
  ]
}

/// The two fields of a login form.
public enum LoginField: String, Sendable {
  case username
  case password
}

/// What the server can say to a login.
public enum LoginAnswer: String, Sendable {
  case welcome
  case wrongPassword = "wrong password"
  case offline = "offline"
}

/// The sessions of login-chain's four steps: every action but the menu's.
/// Names are typed as users type them, with capitals, a space inside or
/// around, a letter beyond ASCII: the app sends them as typed.
/// Logins, the fields and answers come often, as they do in use, so that
/// logins happen, overlap and are answered in every order; the first
/// window's forms more than the rest. `count` is how many a check plays.
public enum LoginSessions: SessionVocabulary {
  /// How many sessions a check plays.
  public static let count = 200
  public static let actions: [LoginAction] = typing + firstWindow + secondWindow + apps + answers

  static let typing: [LoginAction] = [
    .type("ana"), .type("Bea Ng "), .type("sesame"), .pressReturn, .pressReturn, .pressReturn,
  ]

  static let firstWindow: [LoginAction] = [
    .tapField(window: 1, .username), .tapField(window: 1, .username),
    .tapField(window: 1, .password), .tapOutside(window: 1), .logIn(window: 1, user: "ana"),
    .logIn(window: 1, user: "ana"), .logIn(window: 1, user: "Bea"),
    .logIn(window: 1, user: " Zoë Ng "), .sessionExpires(window: 1), .showSheet(window: 1),
    .showSheet(window: 1), .dismissSheet(window: 1), .closeWindow(1),
  ]

  static let secondWindow: [LoginAction] = [
    .tapField(window: 2, .username), .tapField(window: 2, .password),
    .logIn(window: 2, user: "bea"), .logIn(window: 2, user: "Bea"),
    .logIn(window: 2, user: "ana"), .sessionExpires(window: 2), .showSheet(window: 2),
    .closeWindow(2),
  ]

  static let apps: [LoginAction] = [
    .openWindow, .openWindow, .firstScreenBack, .launchSecondApp, .quitApp(1), .quitApp(2),
    .enterBackground, .enterForeground,
  ]

  static let answers: [LoginAction] = [
    .answer(app: 1, .welcome, newest: false), .answer(app: 1, .welcome, newest: true),
    .answer(app: 1, .welcome, newest: true), .answer(app: 1, .wrongPassword, newest: false),
    .answer(app: 1, .wrongPassword, newest: false), .answer(app: 1, .wrongPassword, newest: true),
    .answer(app: 1, .offline, newest: false), .answer(app: 1, .offline, newest: true),
    .answer(app: 2, .welcome, newest: true), .answer(app: 2, .wrongPassword, newest: false),
  ]

  /// Step 1 moves the cursor on Return in the username field; steps 2 and
  /// 3 let every form log in, not only the app's first screen (the
  /// server hears from them); step 4 says so when nobody takes a login.
  /// What stays in memory is the same before and after.
  public static let changes: [Int: [String]] = [
    1: ["window"], 2: ["window"], 3: ["window", "server"], 4: ["window"],
  ]

  /// The brief leaves the words a screen says when nobody took its login
  /// free ("the screen should say so"): any message but the ones the app
  /// shows on its way (logging in, a welcome, the server's reasons) reads
  /// as that one.
  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    guard part.name.hasPrefix("window") else { return part }
    let lines = part.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.hasPrefix("Label \""), !known.contains(where: line.hasPrefix) else {
        return String(line)
      }
      return "Label (says nobody could log in)"
    }
    return Observation.Part(part.name, lines.joined(separator: "\n"))
  }

  /// The beginnings of the messages the app shows on its way.
  private static let known = [
    "Label \"\"", "Label \"Logging in...\"", "Label \"Welcome, ",
    "Label \"Wrong username or password.\"", "Label \"You seem to be offline.\"",
  ]
}

/// The extra step's sessions: the menu, among what moves the focus from
/// form to form (a sheet, a new screen, a failed login's answer), on fewer
/// windows than the core's, so that Log In meets every focus often.
public enum LoginMenuSessions: SessionVocabulary {
  public static let actions: [LoginAction] = menu + focus

  static let menu: [LoginAction] = [
    .openMenu, .openMenu, .openMenu, .openMenu, .chooseLogIn, .chooseLogIn, .chooseLogIn,
    .chooseLogIn, .commandL, .commandL, .commandL,
  ]

  static let focus: [LoginAction] = [
    .logIn(window: 1, user: "ana"), .logIn(window: 1, user: "ana"),
    .logIn(window: 1, user: "bea"), .logIn(window: 1, user: "Bea"),
    .logIn(window: 2, user: "bea"), .tapField(window: 1, .username),
    .tapField(window: 1, .password), .tapOutside(window: 1), .type("ana"), .pressReturn,
    .showSheet(window: 1), .showSheet(window: 1), .dismissSheet(window: 1),
    .sessionExpires(window: 1), .sessionExpires(window: 1), .firstScreenBack, .openWindow,
    .closeWindow(2), .answer(app: 1, .wrongPassword, newest: false),
    .answer(app: 1, .wrongPassword, newest: false), .answer(app: 1, .wrongPassword, newest: true),
    .answer(app: 1, .welcome, newest: true), .answer(app: 1, .welcome, newest: true),
    .answer(app: 1, .welcome, newest: false),
  ]

  public static let changes = LoginEverySession.changes

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    LoginSessions.normalized(part)
  }
}

/// Every action of both, for verify's proof that the app as it was differs
/// from the app as it should be only where a step says.
public enum LoginEverySession: SessionVocabulary {
  public static let actions = LoginSessions.actions + LoginMenuSessions.menu
  public static let changes: [Int: [String]] =
    LoginSessions.changes.merging([5: ["menu", "window", "server"]]) { $0 + $1 }

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    LoginSessions.normalized(part)
  }
}
