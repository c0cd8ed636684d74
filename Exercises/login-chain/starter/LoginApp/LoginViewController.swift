import HeadlessKit
import LoginResponders

/// The login screen: a username, a password, and a line for messages.
///
/// Return in the password field logs in: the screen asks the server itself,
/// through the authenticator the app delegate gave it, and shows the result.
@MainActor
final class LoginViewController: ViewController {
  let formView = View(frame: Rect(x: 16, y: 96, width: 288, height: 152))
  let usernameField = TextField(placeholder: "Username")
  let passwordField = TextField(placeholder: "Password")
  let messageLabel = Label()

  /// Set by the app delegate, so the screen can check passwords.
  var authenticator: (any Authenticator)?

  override func viewDidLoad() {
    super.viewDidLoad()
    passwordField.isSecureTextEntry = true
    view.addSubview(formView)
    formView.addSubview(usernameField)
    formView.addSubview(passwordField)
    view.addSubview(messageLabel)

    passwordField.addTarget(
      self, action: LoginViewController.passwordReturned,
      for: .editingDidEndOnExit)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    usernameField.becomeFirstResponder()
  }

  /// Return in the password field: check the credentials with the server.
  func passwordReturned(_ sender: TextField) {
    guard let authenticator else { return }
    messageLabel.text = "Logging in..."
    authenticator.logIn(
      username: usernameField.text, password: passwordField.text
    ) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let name):
        messageLabel.text = "Welcome, \(name)!"
      case .failure(let error):
        messageLabel.text = error.message
        passwordField.text = ""
        passwordField.becomeFirstResponder()
      }
    }
  }
}
