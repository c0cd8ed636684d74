import HeadlessKit

@testable import LoginApp
@testable import LoginResponders

/// login-chain: the user types a username, presses return, types the
/// password and presses return again; the server says welcome. As shipped,
/// the cursor stays in the username field, and the login screen talks to
/// the server itself, so nothing goes up the responder chain.
extension Story {
  static func tell(_ story: StoryTeller) async {
    let application = Application()
    let server = StoryServer(story: story)
    let appDelegate = AppDelegate(authenticator: server)
    application.delegate = appDelegate
    story.note("The app launches and shows the login screen.")
    application.finishLaunching()
    let login = appDelegate.loginViewController
    let window = appDelegate.window
    story.record("Window", "focus: \(focus(in: window))")

    story.note("The user types \"ana\" and presses return.")
    login.usernameField.insertText("ana")
    login.usernameField.pressReturn()
    story.record("Window", "focus: \(focus(in: window))")
    let moved = story.expect(
      window.firstResponder === login.passwordField,
      fine: "The cursor moved on to the password field.",
      wrong: "The cursor stayed where it was: return in the username field does nothing.")
    if !moved {
      story.note("The user taps the password field instead.")
      login.passwordField.becomeFirstResponder()
    }

    story.note("The user types the password and presses return.")
    var route: [String] = []
    application.actionRouteLog = { responder, handled in
      route.append(name(of: responder) + (handled ? " (takes it)" : ""))
    }
    login.passwordField.insertText("sesame")
    login.passwordField.pressReturn()
    application.actionRouteLog = nil
    if route.isEmpty {
      story.record("responder chain", "no action went up it")
    } else {
      story.record(".logIn", route.joined(separator: " -> "))
    }
    for username in server.requests {
      story.record("server", "is asked to log in \"\(username)\"")
    }
    story.expect(
      route.last?.hasSuffix("(takes it)") == true && server.requests.count == 1,
      fine: "The login went up the responder chain to whoever logs in.",
      wrong: route.isEmpty && server.requests.count == 1
        ? "The login screen asked the server itself: no action went up the "
          + "responder chain, so no other screen can log in the same way."
        : "Nobody up the responder chain asked the server to log the user in.")

    story.note("The server answers: the password is right.")
    server.answer(.success("Ana"))
    story.screen("The login screen:", window)
    story.expect(
      login.messageLabel.text == "Welcome, Ana!",
      fine: "The screen says \"Welcome, Ana!\".",
      wrong: "Instead of a welcome, the screen says \"\(login.messageLabel.text)\"")
  }

  /// Who has the focus, in words: "the Password field".
  private static func focus(in window: Window) -> String {
    window.firstResponder.map(name(of:)) ?? "nobody"
  }

  /// A responder in words: a field by its placeholder, anything else by
  /// its class.
  private static func name(of responder: Responder) -> String {
    if let field = responder as? TextField { return "the \(field.placeholder) field" }
    return String(describing: type(of: responder))
  }
}

/// The server, faked: it keeps who it was asked to log in, and answers when
/// the story says so.
@MainActor
private final class StoryServer: Authenticator {
  let story: StoryTeller
  /// The usernames it was asked to log in, in order.
  private(set) var requests: [String] = []
  private var pending: [@MainActor (Result<String, LoginError>) -> Void] = []

  init(story: StoryTeller) {
    self.story = story
  }

  func logIn(
    username: String, password: String,
    completion: @escaping @MainActor (Result<String, LoginError>) -> Void
  ) {
    requests.append(username)
    pending.append(completion)
  }

  func answer(_ result: Result<String, LoginError>) {
    guard !pending.isEmpty else {
      story.record("server", "has no login to answer")
      return
    }
    pending.removeFirst()(result)
  }
}
