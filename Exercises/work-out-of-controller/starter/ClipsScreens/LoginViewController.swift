import ClipsBus
import ClipsWork
import Foundation
import HeadlessKit

/// The login form.
@MainActor
final class LoginViewController: ViewController {
  let usernameField = TextField(placeholder: "Username")
  let passwordField = TextField(placeholder: "Password")
  let loginButton = Button(title: "Log in")
  let messageLabel = Label()

  /// For the day this screen sends commands; unused so far.
  private let bus: CommandBus
  // Until then the screen talks to the server itself, with these. Without
  // them it cannot reach the server at all.
  private let transport: (any Transport)?
  private let scheduler: (any CommandScheduler)?

  init(
    bus: CommandBus, transport: (any Transport)? = nil,
    scheduler: (any CommandScheduler)? = nil
  ) {
    self.bus = bus
    self.transport = transport
    self.scheduler = scheduler
    super.init()
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
    let body = try? JSONEncoder().encode(
      ["username": usernameField.text, "password": passwordField.text])
    let request = NetworkRequest(method: "POST", path: "/login", body: body)
    guard let transport, let scheduler else {
      messageLabel.text = "Could not log in: \(NetworkError.offline)"
      return
    }
    scheduler.schedule {
      // The network is flaky: try up to three times before giving up.
      var response: NetworkResponse?
      for _ in 1...3 where response == nil {
        response = try? await transport.send(request)
      }
      let answer = response
      scheduler.deliver { [weak self] in
        guard let self else { return }
        guard let answer else {
          messageLabel.text = "Could not log in: \(NetworkError.offline)"
          return
        }
        if answer.status == 200,
          let session = try? JSONDecoder().decode(UserSession.self, from: answer.body)
        {
          messageLabel.text = "Welcome, \(session.name)!"
        } else if answer.status >= 500 {
          messageLabel.text = "Could not log in: \(NetworkError.server(status: answer.status))"
        } else {
          messageLabel.text = "Could not log in: \(LoginError.wrongCredentials)"
        }
      }
    }
  }
}
