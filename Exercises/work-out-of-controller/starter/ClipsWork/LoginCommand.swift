import ClipsBus
import Foundation

/// Will log the user in with the username and password the screen read
/// from its fields.
///
/// A sketch: the request and the parsing still live in LoginViewController.
public struct LoginCommand: NetworkCommand {
  public typealias Output = UserSession

  public var id = CommandID()
  let username: String
  let password: String

  public init(username: String, password: String) {
    self.username = username
    self.password = password
  }

  func makeRequest() throws -> NetworkRequest {
    NetworkRequest(path: "/login")
  }

  func parse(_ response: NetworkResponse) throws -> UserSession {
    throw NetworkError.unreadable
  }
}
