import Foundation

/// A request to the server, as plain data: what a command builds and the
/// network handler signs and sends.
public struct NetworkRequest: Sendable, Hashable, CustomStringConvertible {
  public var method: String
  public var path: String
  public var headers: [String: String]
  public var body: Data?

  public init(
    method: String = "GET", path: String, headers: [String: String] = [:], body: Data? = nil
  ) {
    self.method = method
    self.path = path
    self.headers = headers
    self.body = body
  }

  /// E.g. "GET /feed".
  public var description: String { "\(method) \(path)" }
}

/// The server's answer: a status code and a body, not parsed yet.
public struct NetworkResponse: Sendable, Hashable {
  public var status: Int
  public var body: Data

  public init(status: Int, body: Data = Data()) {
    self.status = status
    self.body = body
  }

  /// A response whose body is `text` in UTF-8.
  public init(status: Int, text: String) {
    self.init(status: status, body: Data(text.utf8))
  }
}

/// Moves requests and responses: the real network in an app, a
/// `FakeTransport` in tests and demos. Injected into the network handler,
/// so swapping it touches no command and no screen.
public protocol Transport: Sendable {
  /// Sends `request` and returns the response, or throws if there was none
  /// (no connection, timed out, cancelled).
  func send(_ request: NetworkRequest) async throws -> NetworkResponse
}
