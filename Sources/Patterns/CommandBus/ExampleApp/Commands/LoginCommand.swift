import Foundation

/// Logs the user in. Built by the login screen from its two fields.
///
/// Not journaled: it holds a password, which must never be written to disk,
/// and a login replayed at the next launch would be stale anyway.
public struct LoginCommand: NetworkCommand, UnjournaledCommand {
  public typealias Output = UserSession

  public let id: CommandID
  public let username: String
  public let password: String

  public init(username: String, password: String, id: CommandID = CommandID()) {
    self.id = id
    self.username = username
    self.password = password
  }

  /// The login is how a user gets logged in, so it cannot need one.
  public var requiresLogin: Bool { false }

  public func makeRequest() throws -> NetworkRequest {
    let body = try JSONEncoder().encode(["username": username, "password": password])
    return NetworkRequest(method: "POST", path: "/login", body: body)
  }

  /// 200 with a session, or wrong credentials: a login's only outcomes.
  public func parse(_ response: NetworkResponse) throws -> UserSession {
    guard response.status == 200 else { throw LoginError.wrongCredentials }
    return try response.decoded(UserSession.self)
  }
}
