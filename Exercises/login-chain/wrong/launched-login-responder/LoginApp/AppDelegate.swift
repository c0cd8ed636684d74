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

  /// The login responder of the app launched last. Wrong on purpose: one
  /// for the whole process, so a second app takes over the first's logins.
  private static weak var launched: LoginResponder?

  /// The chain goes on after the app delegate, to the login responder.
  override var next: Responder? { AppDelegate.launched ?? loginResponder }

  func applicationDidFinishLaunching(_ application: Application) {
    AppDelegate.launched = loginResponder
    window.rootViewController = loginViewController
    window.makeKeyAndVisible(in: application)
  }
}
