import HeadlessKit
import Testing

@testable import LoginApp
@testable import LoginResponders

@Suite("2. Return in the password field sends .logIn up the chain, with no target")
@MainActor
struct Step2 {
  @Test("A responder up the chain gets .logIn, sent by the login screen")
  func logInReachesTheChain() throws {
    let scene = SpyScene()
    scene.login.usernameField.insertText("ana")
    scene.login.passwordField.becomeFirstResponder()
    scene.login.passwordField.insertText("sesame")

    scene.login.passwordField.pressReturn()

    try #require(
      scene.appDelegate.senders.count == 1,
      """
      Return in the password field should send .logIn up the responder chain once, where \
      this test's app delegate takes it; it got it \(times(scene.appDelegate.senders.count)). \
      Logging in is no longer the screen's job: look at what LoginViewController \
      does when return is pressed in the password field.
      """)
    let sender = scene.appDelegate.senders[0] ?? nil
    #expect(
      sender === scene.login,
      """
      The sender of .logIn should be the login screen, so the handler can read the username \
      and password from it (as a LoginForm), but it was \(name(of: sender)). Look at \
      which object sends .logIn.
      """)
  }

  @Test("In the app itself, .logIn sets off from the focused field and climbs past the window")
  func logInClimbsInTheApp() {
    let scene = LoginScene()
    scene.login.passwordField.becomeFirstResponder()
    var route: [Responder] = []
    scene.application.actionRouteLog = { responder, _ in route.append(responder) }

    scene.login.passwordField.pressReturn()

    let reached = scene.authenticator.requests.isEmpty ? nil : "the authenticator"
    #expect(
      route.first === scene.login.passwordField
        && route.contains { $0 === scene.application },
      """
      In the app as AppDelegate sets it up, return in the password field should send \
      .logIn with no target: it should start at the first responder, the password field, \
      and climb the chain through the window to the application; but \
      \(routeStory(route, reached: reached)). Look for a way the screen reaches who logs \
      in other than the chain: a handler it is handed, finds or calls.
      """)
  }

  @Test("The action starts at the focused field and climbs link by link")
  func actionClimbsFromTheFocusedField() {
    let scene = SpyScene()
    scene.login.passwordField.becomeFirstResponder()
    var visited: [Responder] = []
    scene.application.actionRouteLog = { responder, _ in visited.append(responder) }

    scene.login.passwordField.pressReturn()

    let start =
      visited.isEmpty
      ? routeStory(
        visited, reached: scene.appDelegate.senders.isEmpty ? nil : "the app delegate's handler")
      : "it started at \(name(of: visited[0]))"
    #expect(
      visited.first === scene.login.passwordField,
      """
      A .logIn sent with no target should start at the first responder, the password field, \
      and go up from there, but \(start). Look at how the screen sends .logIn, and to \
      whom.
      """)
    let end = visited.isEmpty ? "it never set off" : "it stopped at \(name(of: visited.last))"
    #expect(
      visited.last === scene.appDelegate,
      """
      The action should climb the whole chain (\(chainNames(from: scene.login.passwordField))) \
      to the app delegate, which handles it in this test, but \(end). Look at how the \
      screen sends .logIn, and to whom.
      """)
  }
}
