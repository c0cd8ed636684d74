import HeadlessKit

/// The app's delegate: shows the login screen at launch, and extends the
/// responder chain with the login responder.
///
/// Being a `Responder` puts the delegate in the chain (the application's
/// next responder is its delegate, if the delegate is a responder).
/// Overriding `next` adds the login responder after it.
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
