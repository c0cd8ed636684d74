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

  /// The forms waiting for an answer, by the username they asked for.
  /// Wrong on purpose: a second form with the same username takes the
  /// first one's place.
  private var waiting: [String: WaitingForm] = [:]

  public func logIn(_ sender: AnyObject?) {
    guard let form = sender as? LoginForm else { return }
    let username = form.username
    waiting[username] = WaitingForm(form: form)
    authenticator.logIn(
      username: username, password: form.password
    ) { [weak self] result in
      let form = self?.waiting.removeValue(forKey: username)?.form
      switch result {
      case .success(let name): form?.loginSucceeded(as: name)
      case .failure(let error): form?.loginFailed(error.message)
      }
    }
  }
}

/// A form waiting for its answer, held weakly.
private struct WaitingForm {
  weak var form: (any LoginForm)?
}
