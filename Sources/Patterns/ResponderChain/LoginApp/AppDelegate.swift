import HeadlessKit

/// The login app's delegate: shows the login screen at launch, and extends
/// the responder chain with the `LoginResponder`.
///
/// The delegate is a `Responder`, so the application's `next` is the
/// delegate; the delegate's own `next` is the login responder. Nothing else
/// is needed for every screen's `.logIn` to reach it.
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
  }
}
