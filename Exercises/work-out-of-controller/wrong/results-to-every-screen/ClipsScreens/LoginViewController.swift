import ClipsBus
import ClipsWork
import HeadlessKit

/// Every login form alive, so that a login's result reaches whichever form
/// is on screen when it comes back.
@MainActor private var loginForms: [WeakLoginForm] = []

private struct WeakLoginForm {
  weak var form: LoginViewController?
}

/// The login form. It reads the fields into a `LoginCommand`, sends it, and
/// shows what comes back. How to reach the server, what to send and how to
/// read the answer are the command's and its handler's business.
@MainActor
final class LoginViewController: ViewController {
  let usernameField = TextField(placeholder: "Username")
  let passwordField = TextField(placeholder: "Password")
  let loginButton = Button(title: "Log in")
  let messageLabel = Label()

  private let bus: CommandBus

  init(bus: CommandBus) {
    self.bus = bus
    super.init()
    loginForms.append(WeakLoginForm(form: self))
  }

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
    messageLabel.text = "Logging in..."
    let command = LoginCommand(username: usernameField.text, password: passwordField.text)
    bus.send(command) { result in
      for entry in loginForms { entry.form?.show(result) }
    }
  }

  private func show(_ result: Result<UserSession, any Error>) {
    switch result {
    case .success(let session):
      messageLabel.text = "Welcome, \(session.name)!"
    case .failure(let error):
      messageLabel.text = "Could not log in: \(error)"
    }
  }
}
