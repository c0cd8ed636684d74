import Foundation

// The app's link to the server: a request, the server's answer, how
// talking to it can fail, and the transport that carries the request
// there and the answer back. (The tests use a fake one, `FakeTransport`,
// made from the kit's `FakeServer`.)
//
// Only this module should see inside them. What failed, and what to do
// about it, is the business of the handler and of whoever takes the
// failure: a screen that can tell "login needed" from "offline" soon
// handles them itself. For now the screens still do, so two declarations
// are public, each marked "The door": `NetworkError` and its
// `isTransient`. Step 4 closes the door: both lose their `public`.

/// A request to the server, as plain data. The type is public, as the
/// transport's API needs it; only this module can make one or read it.
public struct NetworkRequest: Sendable, Hashable, CustomStringConvertible {
  var method: String
  var path: String
  var body: Data?

  init(method: String = "GET", path: String, body: Data? = nil) {
    self.method = method
    self.path = path
    self.body = body
  }

  public var description: String { "\(method) \(path)" }
}

/// The server's answer: a status code and a body, not parsed yet. Only
/// this module can read it.
public struct NetworkResponse: Sendable, Hashable {
  var status: Int
  var body: Data
}

/// How talking to the server can fail.
///
/// The door: public only while the screens handle these themselves.
public enum NetworkError: Error, Equatable {
  /// No answer at all: no connection.
  case offline
  /// Nobody is logged in, or the server says the session is over (401).
  case loginNeeded
  /// The server answered with an error status (5xx).
  case server(status: Int)
  /// The server answered with something that could not be read.
  case unreadable

  /// Worth trying again later: no connection, or a failing server.
  ///
  /// The door, too: public only while the screens decide about retries.
  public var isTransient: Bool {
    switch self {
    case .offline, .server: true
    case .loginNeeded, .unreadable: false
    }
  }
}

/// Sends requests and returns responses: the real network in the app, a
/// `FakeTransport` in the tests. Public, so that the app delegate can
/// hand one to the network handler; only this module can make a request
/// to send with it.
public protocol Transport: Sendable {
  /// Returns the server's response, or throws if there was none.
  func send(_ request: NetworkRequest) async throws -> NetworkResponse
}
