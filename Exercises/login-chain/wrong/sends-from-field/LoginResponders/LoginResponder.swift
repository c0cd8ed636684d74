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
    if action == .logIn { return form(from: sender) != nil }
    return super.canPerformAction(action, withSender: sender)
  }

  public func logIn(_ sender: AnyObject?) {
    guard let form = form(from: sender) else { return }
    authenticator.logIn(
      username: form.username, password: form.password
    ) { [weak form] result in
      switch result {
      case .success(let name): form?.loginSucceeded(as: name)
      case .failure(let error): form?.loginFailed(error.message)
      }
    }
  }

  /// The sender if it is a form, or the first form up its chain.
  private func form(from sender: AnyObject?) -> LoginForm? {
    if let form = sender as? LoginForm { return form }
    var link = (sender as? Responder)?.next
    while let responder = link {
      if let form = responder as? LoginForm { return form }
      link = responder.next
    }
    return nil
  }
}
