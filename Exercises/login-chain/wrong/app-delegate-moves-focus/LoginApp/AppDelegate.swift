import HeadlessKit
import LoginResponders

/// The app's delegate: shows the login screen at launch.
///
/// It also extends the responder chain. Being a `Responder` puts the
/// delegate in the chain (the application's next responder is its
/// delegate, if the delegate is a responder); overriding `next` adds the
/// login responder after it.
@MainActor
final class AppDelegate: Responder, ApplicationDelegate {
  let window = Window()
  let loginViewController = LoginViewController()
  let loginResponder: LoginResponder

  init(authenticator: any Authenticator) {
    loginResponder = LoginResponder(authenticator: authenticator)
    super.init()
  }

  /// The chain goes on after the app delegate, to the login responder.
  override var next: Responder? { loginResponder }

  func applicationDidFinishLaunching(_ application: Application) {
    window.rootViewController = loginViewController
    window.makeKeyAndVisible(in: application)
    // Wrong on purpose: the app delegate wires the screen's username field.
    loginViewController.usernameField.addTarget(
      self, action: AppDelegate.usernameReturned, for: .editingDidEndOnExit)
  }

  /// Return in the login screen's username field: on to the password.
  func usernameReturned(_ sender: TextField) {
    loginViewController.passwordField.becomeFirstResponder()
  }
}
