import HeadlessKit

/// The login screen. It manages the form and nothing else: where the cursor
/// is, what return does in each field, and what message to show.
///
/// It does not log in. It sends `.logIn` up the responder chain with no
/// target, from itself, so the handler can read the credentials (it is the
/// `LoginForm`). It checks the answer: an action nobody handled has done
/// nothing, and the user should hear about it.
@MainActor
final class LoginViewController: ViewController {
  let formView = View(frame: Rect(x: 16, y: 96, width: 288, height: 152))
  let usernameField = TextField(placeholder: "Username")
  let passwordField = TextField(placeholder: "Password")
  let loginButton = Button(title: "Log in")
  let messageLabel = Label()

  /// Told, in a few words, what the screen just did. The demo prints it; a
  /// real app leaves it nil.
  var log: (@MainActor (String) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    passwordField.isSecureTextEntry = true
    view.addSubview(formView)
    formView.addSubview(usernameField)
    formView.addSubview(passwordField)
    formView.addSubview(loginButton)
    view.addSubview(messageLabel)

    usernameField.addTarget(
      self, action: LoginViewController.usernameReturned, for: .editingDidEndOnExit)
    passwordField.addTarget(
      self, action: LoginViewController.passwordReturned, for: .editingDidEndOnExit)
    loginButton.addTarget(
      self, action: LoginViewController.loginTapped, for: .primaryActionTriggered)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    usernameField.becomeFirstResponder()
  }

  // MARK: Actions

  /// Return in the username field: on to the password.
  func usernameReturned(_ sender: TextField) {
    passwordField.becomeFirstResponder()
    log?("usernameReturned(_:): Password gets the focus")
  }

  /// Return in the password field: log in.
  func passwordReturned(_ sender: TextField) {
    requestLogIn()
  }

  func loginTapped(_ sender: Button) {
    requestLogIn()
  }

  /// Shake to start over: the motion comes up the chain from the focused
  /// field, and this screen is the first link that cares.
  override func motionEnded(_ motion: Motion) {
    guard motion == .shake else { return super.motionEnded(motion) }
    usernameField.text = ""
    passwordField.text = ""
    messageLabel.text = ""
    usernameField.becomeFirstResponder()
    log?("motionEnded(shake): clears the form")
  }

  // MARK: Logging in

  /// Asks whoever up the chain can log in, and says so if nobody could.
  private func requestLogIn() {
    messageLabel.text = "Logging in..."
    let handled = sendAction(.logIn, to: nil)
    log?("sendAction(.logIn, to: nil) returned \(handled)")
    if !handled {
      messageLabel.text = "Can't log in right now."
      log?("shows \"\(messageLabel.text)\"")
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
    log?("shows \"\(messageLabel.text)\"")
  }

  func loginFailed(_ message: String) {
    messageLabel.text = message
    passwordField.text = ""
    passwordField.becomeFirstResponder()
    log?("shows \"\(message)\"")
  }
}
