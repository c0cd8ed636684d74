import HeadlessKit
import LoginResponders

/// The login screen: a username, a password, and a line for messages.
///
/// It manages the form and nothing else: where the cursor is, what return
/// does in each field, what message to show. Logging in is somebody else's
/// job: the screen sends `.logIn` up the responder chain with no target,
/// from itself, so that whoever handles it can read the credentials (the
/// screen is the `LoginForm`). It checks the answer, because an action that
/// nobody handled has done nothing at all.
@MainActor
final class LoginViewController: ViewController {
  let formView = View(frame: Rect(x: 16, y: 96, width: 288, height: 152))
  let usernameField = TextField(placeholder: "Username")
  let passwordField = TextField(placeholder: "Password")
  let messageLabel = Label()

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

  /// Return in the password field: ask whoever up the chain can log in, and
  /// say so if nobody could (the screen is not in a window yet, or the app
  /// has no login responder).
  func passwordReturned(_ sender: TextField) {
    messageLabel.text = "Logging in..."
    if !sendAction(.logIn, to: nil) {
      messageLabel.text = "Can't log in right now."
    }
  }
}

// MARK: - LoginForm

/// What the login responder reads and tells: the form is this screen's job.
extension LoginViewController: LoginForm {
  var username: String { usernameField.text }
  var password: String { passwordField.text }

  func loginSucceeded(as name: String) {
    messageLabel.text = "Welcome, \(name)!"
  }

  func loginFailed(_ message: String) {
    messageLabel.text = message
    passwordField.text = ""
    passwordField.becomeFirstResponder()
  }
}
