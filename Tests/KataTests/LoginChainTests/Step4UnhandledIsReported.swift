import HeadlessKit
import Testing

@testable import LoginChain

@Suite("4. A login sent before the screen is in a window is reported, not lost")
@MainActor
struct Step4 {
  @Test("A screen that is not in a window has a chain that stops at its controller")
  func chainIsSevered() {
    let login = LoginViewController()
    login.loadViewIfNeeded()

    #expect(
      login.passwordField.responderChain.last === login,
      """
      A screen that is not in a window should have a chain that ends at its view controller, \
      but it is: \(chainNames(from: login.passwordField)).
      """)
  }

  @Test("Its .logIn reaches nobody, and the screen says so")
  func unhandledLoginIsShown() {
    let scene = LoginScene()
    let offscreen = LoginViewController()
    offscreen.loadViewIfNeeded()
    offscreen.usernameField.insertText("ana")
    offscreen.passwordField.insertText("sesame")

    offscreen.passwordField.pressReturn()

    #expect(
      scene.authenticator.requests.isEmpty,
      """
      A login screen that is not in a window must not reach the authenticator: its chain \
      stops at its controller. It was asked \(scene.authenticator.requests.count) times.
      """)
    let message = offscreen.messageLabel.text
    let shown = message.isEmpty ? "no message at all" : "\"\(message)\""
    #expect(
      !message.isEmpty && message != "Logging in..." && !message.hasPrefix("Welcome"),
      """
      Nobody handled .logIn, so the screen should say the login cannot happen, but it \
      shows \(shown). sendAction(_:to:) returns false when nobody handled the action: \
      in LoginViewController.passwordReturned(_:), check it and show a message such as \
      "Can't log in right now." instead of silently doing nothing.
      """)
  }
}
