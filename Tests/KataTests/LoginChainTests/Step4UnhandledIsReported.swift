import HeadlessKit
import Testing

@testable import LoginApp
@testable import LoginResponders

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
      but it is: \(chainNames(from: login.passwordField)). The chain comes from the view \
      tree: look for a next responder given to the screen by hand.
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
      stops at its controller. It was asked \(times(scene.authenticator.requests.count)). \
      Look for a way to the LoginResponder that does not go up the chain.
      """)
    let message = offscreen.messageLabel.text
    let shown =
      message.isEmpty ? "no message at all" : "\"\(message)\", as if a login were under way"
    #expect(
      !message.isEmpty && message != "Logging in..." && !message.hasPrefix("Welcome"),
      """
      The screen is in no window, so nobody can take its .logIn, and it should say the \
      login cannot happen; it shows \(shown). Look at how the screen could know that \
      nobody took its .logIn.
      """)
  }

  @Test("The app's own screen, before the app has launched, reaches nobody either")
  func appScreenBeforeLaunch() {
    let authenticator = FakeAuthenticator()
    let appDelegate = AppDelegate(authenticator: authenticator)
    let login = appDelegate.loginViewController
    login.loadViewIfNeeded()
    login.usernameField.insertText("ana")
    login.passwordField.insertText("sesame")

    login.passwordField.pressReturn()

    let lookAt =
      login.passwordField.responderChain.last === login
      ? "The chain is right, so the login went some other way: look for a way to the "
        + "authenticator that does not go up the chain."
      : "The chain comes from the view tree: look for a next responder given to the "
        + "screen by hand."
    #expect(
      authenticator.requests.isEmpty && login.passwordField.responderChain.last === login,
      """
      Before launch the screen is in no window, so its chain should stop at its \
      controller and its .logIn reach no one; but the chain is \
      \(chainNames(from: login.passwordField)) and the authenticator was asked \
      \(times(authenticator.requests.count)). \(lookAt)
      """)
  }

  @Test("A screen that has left its window reaches nobody, and says so")
  func screenThatLeftTheWindow() {
    let scene = LoginScene()
    let login = scene.login
    scene.appDelegate.window.rootViewController = LoginViewController()
    login.usernameField.insertText("ana")
    login.passwordField.insertText("sesame")

    login.passwordField.pressReturn()

    let message = login.messageLabel.text
    let lookAt =
      scene.authenticator.requests.isEmpty
      ? "The chain exists only while the view is in a window: look at what the screen "
        + "does when nobody takes its .logIn."
      : "The login reached it all the same: look for a way to the authenticator that does "
        + "not go up the chain."
    #expect(
      scene.authenticator.requests.isEmpty && !message.isEmpty && message != "Logging in...",
      """
      Another screen replaced the login screen in the window, so its chain stops at its \
      controller: its .logIn should reach no one, and it should say so. The \
      authenticator was asked \(times(scene.authenticator.requests.count)) and the screen \
      shows "\(message)". \(lookAt)
      """)
  }

  @Test("In a window with nobody to log in, the screen says so too")
  func noLoginResponderInTheApp() {
    let scene = BareScene()
    scene.login.passwordField.becomeFirstResponder()
    scene.login.passwordField.insertText("sesame")

    scene.login.passwordField.pressReturn()

    let message = scene.login.messageLabel.text
    #expect(
      !message.isEmpty && message != "Logging in...",
      """
      This screen is on show in an app with nobody up the chain to take .logIn, so any \
      .logIn it sends is lost, and the screen should say it cannot log in; it shows \
      \(message.isEmpty ? "no message at all" : "\"\(message)\""). Being in a window \
      does not mean someone takes the action: look at how the screen decides that \
      nobody took it.
      """)
  }

  @Test("In an app whose delegate takes no logins, the screen says so too")
  func delegateTakesNoLogins() {
    let scene = BareScene()
    let appDelegate = QuietAppDelegate()
    scene.application.delegate = appDelegate
    scene.login.passwordField.becomeFirstResponder()
    scene.login.passwordField.insertText("sesame")

    scene.login.passwordField.pressReturn()

    let message = scene.login.messageLabel.text
    #expect(
      !message.isEmpty && message != "Logging in...",
      """
      This screen is on show in an app whose delegate is on the chain but takes no \
      .logIn, and nobody comes after it: any .logIn it sends is lost, and the screen \
      should say it cannot log in. It shows \
      \(message.isEmpty ? "no message at all" : "\"\(message)\""). \
      Having an app delegate does not mean someone takes the action: look at how the \
      screen decides that nobody took it.
      """)
    withExtendedLifetime(appDelegate) {}
  }
}
