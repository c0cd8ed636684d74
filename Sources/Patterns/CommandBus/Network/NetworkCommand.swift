import Foundation

/// A command that talks to the server. It knows only what is specific to
/// it: which request to make from its parameters, and how to read the
/// answer into its `Output`. How to reach the server, sign a request and
/// judge a status belongs to the `NetworkHandler`, written once for all.
public protocol NetworkCommand: Command {
  /// Whether the server wants a logged-in user for this command. True by
  /// default; the login command itself says false.
  var requiresLogin: Bool { get }

  /// The request for this command, built from its parameters.
  func makeRequest() throws -> NetworkRequest

  /// Reads a response (any status below 500, except a 401 when login is
  /// required, which the handler turns into `loginNeeded`) into the output.
  /// Throw for a status the command does not accept.
  func parse(_ response: NetworkResponse) throws -> Output
}

extension NetworkCommand {
  public var requiresLogin: Bool { true }
}

extension NetworkResponse {
  /// The body decoded from JSON, or `NetworkError.unreadable` saying why not.
  public func decoded<T: Decodable>(_ type: T.Type) throws -> T {
    do {
      return try JSONDecoder().decode(T.self, from: body)
    } catch {
      throw NetworkError.unreadable("expected \(T.self): \(error)")
    }
  }
}
