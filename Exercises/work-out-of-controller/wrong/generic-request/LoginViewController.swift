import Foundation
import HeadlessKit

/// Any request to the server, through the bus. The answer comes back as it
/// is, so each screen reads it the way it needs.
struct RequestCommand: NetworkCommand {
  typealias Output = NetworkResponse

  var id = CommandID()
  var method = "GET"
  let path: String
  var body: Data?

  func makeRequest() throws -> NetworkRequest {
    NetworkRequest(method: method, path: path, body: body)
  }

  func parse(_ response: NetworkResponse) throws -> NetworkResponse { response }
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
    bus.send(RequestCommand(method: "POST", path: "/login", body: body)) { [weak self] result in
      self?.show(result)
    }
  }

  private func show(_ result: Result<NetworkResponse, any Error>) {
    switch result {
    case .success(let response):
      if response.status == 200,
        let session = try? JSONDecoder().decode(UserSession.self, from: response.body)
      {
        messageLabel.text = "Welcome, \(session.name)!"
      } else {
        messageLabel.text = "Could not log in: \(LoginError.wrongCredentials)"
      }
    case .failure(let error):
      messageLabel.text = "Could not log in: \(error)"
    }
  }
}
