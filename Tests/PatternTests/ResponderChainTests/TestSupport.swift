import HeadlessKit

@testable import ResponderChain

/// The login app launched in an application of its own, with a fake
/// authenticator the test answers for.
@MainActor
struct LoginScene {
  let application = Application()
  let authenticator = FakeAuthenticator()
  let appDelegate: AppDelegate

  var login: LoginViewController { appDelegate.loginViewController }

  init() {
    appDelegate = AppDelegate(authenticator: authenticator)
    application.delegate = appDelegate
    application.finishLaunching()
  }

  /// Types `username` and `password` the way a user would: into the focused
  /// field, return, into the next.
  func typeCredentials(_ username: String, _ password: String) {
    login.usernameField.insertText(username)
    login.usernameField.pressReturn()
    login.passwordField.insertText(password)
  }
}

/// Someone who sends `.logIn` but is not a login form.
@MainActor
final class NotAForm {}
