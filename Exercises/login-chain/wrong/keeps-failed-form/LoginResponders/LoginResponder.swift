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

  /// Takes `.logIn` only from a sender it can read credentials from; from
  /// anyone else the action passes on, and ends up unhandled.
  public override func canPerformAction(
    _ action: Action, withSender sender: AnyObject?
  ) -> Bool {
    if action == .logIn { return sender is LoginForm }
    return super.canPerformAction(action, withSender: sender)
  }

  /// The form whose login failed last, so that it can be tried again.
  /// Wrong on purpose: kept strongly, so that form is never freed.
  public private(set) var formToRetry: (any LoginForm)?

  public func logIn(_ sender: AnyObject?) {
    guard let form = sender as? LoginForm else { return }
    authenticator.logIn(
      username: form.username, password: form.password
    ) { [weak self, weak form] result in
      switch result {
      case .success(let name):
        form?.loginSucceeded(as: name)
      case .failure(let error):
        form?.loginFailed(error.message)
        self?.formToRetry = form
      }
    }
  }
}
