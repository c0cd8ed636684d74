import HeadlessKit

/// What the login screen tells whoever shows it.
@MainActor
protocol LoginViewControllerDelegate: AnyObject {
  func loginViewController(_ controller: LoginViewController, didLogInAs session: UserSession)
}

/// The login form. Compare it with the responder chain's login screen: the
/// action there carried nothing, so the responder had to read the fields
/// back from its sender. Here the screen builds a `LoginCommand` with the
/// username and password in it, sends it, and gets the session back,
/// parsed, on the main actor. It holds no network and parses nothing.
@MainActor
final class LoginViewController: ViewController {
  let usernameField = TextField(placeholder: "Username")
  let passwordField = TextField(placeholder: "Password")
  let loginButton = Button(title: "Log in")
  let messageLabel = Label()

  weak var delegate: (any LoginViewControllerDelegate)?

  /// Told, in a few words, what the screen just did. The demo prints it.
  var log: (@MainActor (String) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    passwordField.isSecureTextEntry = true
    for subview in [usernameField, passwordField, loginButton, messageLabel] {
      view.addSubview(subview)
    }
    loginButton.addTarget(
      self, action: LoginViewController.loginTapped, for: .primaryActionTriggered)
  }

  func loginTapped(_ sender: Button) {
    let command = LoginCommand(username: usernameField.text, password: passwordField.text)
    messageLabel.text = "Logging in..."
    log?("sendCommand(LoginCommand(\"\(command.username)\"))")
    sendCommand(command) { screen, result in
      screen.show(result)
    }
  }

  private func show(_ result: Result<UserSession, any Error>) {
    switch result {
    case .success(let session):
      messageLabel.text = "Welcome, \(session.name)!"
      passwordField.text = ""
      log?("gets \(session.name)'s session: \"\(messageLabel.text)\"")
      delegate?.loginViewController(self, didLogInAs: session)
    case .failure(let error):
      messageLabel.text = String(describing: error)
      log?("shows \"\(messageLabel.text)\"")
    }
  }
}
