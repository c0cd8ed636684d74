import ClipsBus
import Foundation

/// Logs the user in with the username and password the screen read from
/// its fields.
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
    let body = try JSONEncoder().encode(["username": username, "password": password])
    return NetworkRequest(method: "POST", path: "/login", body: body)
  }

  /// A session on 200; any other answer means the credentials were wrong.
  func parse(_ response: NetworkResponse) throws -> UserSession {
    if response.status >= 500 { throw NetworkError.server(status: response.status) }
    guard response.status == 200 else { throw LoginError.wrongCredentials }
    guard let session = try? JSONDecoder().decode(UserSession.self, from: response.body) else {
      throw NetworkError.unreadable
    }
    return session
  }
}
