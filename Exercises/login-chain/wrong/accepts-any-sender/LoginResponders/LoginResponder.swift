import HeadlessKit

/// Logs the user in, whichever screen asks: the one object that talks to
/// the authenticator.
///
/// It is not a view or a view controller. The app delegate places it after
/// itself in the responder chain, so a `.logIn` sent with no target from any
/// screen in the window reaches it once every view, the screen's
/// controller, the window, the application and the app delegate have
/// passed it on.
@MainActor
public final class LoginResponder: Responder, LoginHandling {
  public let authenticator: any Authenticator

  public init(authenticator: any Authenticator) {
    self.authenticator = authenticator
    super.init()
  }

  public func logIn(_ sender: AnyObject?) {
    // Wrong on purpose: a sender that is no form is dropped here, yet the
    // action counts as handled.
    guard let form = sender as? LoginForm else { return }
    authenticator.logIn(
      username: form.username, password: form.password
    ) { [weak form] result in
      switch result {
      case .success(let name): form?.loginSucceeded(as: name)
      case .failure(let error): form?.loginFailed(error.message)
      }
    }
  }
}
