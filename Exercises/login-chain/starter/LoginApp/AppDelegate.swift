import HeadlessKit
import LoginResponders

/// The app's delegate: shows the login screen at launch.
@MainActor
final class AppDelegate: ApplicationDelegate {
  let window = Window()
  let loginViewController = LoginViewController()
  let loginResponder: LoginResponder

  init(authenticator: any Authenticator) {
    loginResponder = LoginResponder(authenticator: authenticator)
    loginViewController.authenticator = authenticator
  }

  func applicationDidFinishLaunching(_ application: Application) {
    window.rootViewController = loginViewController
    window.makeKeyAndVisible(in: application)
  }
}
