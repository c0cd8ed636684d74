import Foundation

/// Will log the user in with the username and password the screen read
/// from its fields.
///
/// A sketch: the request and the parsing still live in LoginViewController.
struct LoginCommand: NetworkCommand {
  typealias Output = UserSession

  var id = CommandID()
  let username: String
  let password: String

  func makeRequest() throws -> NetworkRequest {
    NetworkRequest(path: "/login")
  }

  func parse(_ response: NetworkResponse) throws -> UserSession {
    throw NetworkError.unreadable
  }
}
