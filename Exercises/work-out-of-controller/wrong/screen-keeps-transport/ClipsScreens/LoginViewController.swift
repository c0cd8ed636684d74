import ClipsBus
import ClipsWork
import Foundation
import HeadlessKit

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
  // When the app hands them in, the screen talks to the server itself:
  // one hop fewer than through the bus.
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
    let command = LoginCommand(username: usernameField.text, password: passwordField.text)
    guard let transport, let scheduler else {
      bus.send(command) { [weak self] result in
        self?.show(result)
      }
      return
    }
    // The door in Networking.swift is still open: the old code still runs.
    let body = try? JSONEncoder().encode(
      ["username": usernameField.text, "password": passwordField.text])
    let request = NetworkRequest(method: "POST", path: "/login", body: body)
    scheduler.schedule {
      let result: Result<UserSession, any Error>
      do {
        let response: NetworkResponse
        do {
          response = try await transport.send(request)
        } catch {
          throw NetworkError.offline
        }
        if response.status >= 500 { throw NetworkError.server(status: response.status) }
        guard response.status == 200 else { throw LoginError.wrongCredentials }
        let session = try? JSONDecoder().decode(UserSession.self, from: response.body)
        result = session.map { .success($0) } ?? .failure(NetworkError.unreadable)
      } catch {
        result = .failure(error)
      }
      scheduler.deliver { [weak self] in
        self?.show(result)
      }
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
