import HeadlessKit
import Testing
@testable import LoginApp
@testable import LoginResponders

extension Step3 {
  @Test("A form that goes away during its login is freed, and the late answer is dropped")
  func goneFormIsFreed() {
    let scene = LoginScene()
    weak var weakSecond: LoginViewController?
    do {
      let second = LoginViewController()
      scene.appDelegate.window.rootViewController = second
      second.usernameField.insertText("bea")
      second.passwordField.insertText("open")
      second.passwordField.pressReturn()
      weakSecond = second
      scene.appDelegate.window.rootViewController = scene.login
    }

    #expect(
      weakSecond == nil,
      """
      A login screen left the window while its login was under way, and nothing else \
      holds it, yet it is still alive: the pending answer keeps it. Look at what the \
      LoginResponder holds while an answer is on its way.
      """)

    let answered = scene.authenticator.succeed(as: "Bea")
    #expect(
      answered && scene.login.messageLabel.text.isEmpty,
      answered
        ? """
        The late answer should go nowhere, since its form has gone, but the screen on show \
        now says "\(scene.login.messageLabel.text)". The answer belongs to the form that \
        sent .logIn, and only to it: look at which form the LoginResponder answers.
        """
        : "\(authenticatorNeverAsked)")
  }

  @Test("A .logIn from anything but a login form is refused, so it reads as unhandled")
  func onlyFormsLogIn() {
    let scene = LoginScene()
    let stranger = Stranger()

    let handled = scene.application.sendAction(.logIn, to: nil, from: stranger)

    #expect(
      !handled && scene.authenticator.requests.isEmpty,
      """
      A .logIn sent by something that is not a LoginForm has no username or password to read, so \
      the LoginResponder should refuse it and sendAction should return false; it returned \
      \(handled) and the authenticator was asked \(times(scene.authenticator.requests.count)). \
      An action a responder takes counts as handled, even if it then does nothing: look \
      at how the LoginResponder decides whether to take .logIn at all.
      """)
  }
}
