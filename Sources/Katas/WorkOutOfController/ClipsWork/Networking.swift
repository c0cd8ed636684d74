import Foundation

// The app's link to the server: a request, the server's answer, how
// talking to it can fail, and the transport that carries the request
// there and the answer back. (The tests use a fake one, `FakeTransport`,
// made from the kit's `FakeServer`.)
//
// Only this module should see inside them: a screen that can build a
// request and read an answer can do the work itself, and sooner or later
// does. For now the screens still do, so four declarations are public,
// each marked "The door": `NetworkRequest.init`, `NetworkResponse.status`,
// `NetworkResponse.body` and `NetworkError`. Step 3 closes the door: all
// four lose their `public`.

/// A request to the server, as plain data. The type is public, as the
/// transport's API needs it; making one and reading it are not.
public struct NetworkRequest: Sendable, Hashable, CustomStringConvertible {
  var method: String
  var path: String
  var body: Data?

  /// The door: public only while the screens build their own requests.
  public init(method: String = "GET", path: String, body: Data? = nil) {
    self.method = method
    self.path = path
    self.body = body
  }

  public var description: String { "\(method) \(path)" }
}

/// The server's answer: a status code and a body, not parsed yet.
public struct NetworkResponse: Sendable, Hashable {
  /// The door: public only while the screens read the answers themselves.
  public var status: Int
  /// The door, too: the answer's body is the screens' only while `status` is.
  public var body: Data
}

/// How talking to the server can fail.
///
/// The door: public only while the screens tell these apart themselves.
public enum NetworkError: Error, Equatable {
  /// No answer at all: no connection.
  case offline
  /// The server answered with an error status (5xx).
  case server(status: Int)
  /// The server answered with something that could not be read.
  case unreadable
}

/// Sends requests and returns responses: the real network in the app, a
/// `FakeTransport` in the tests. Public, so that the app delegate can
/// hand one to the handler that does the work; with the door closed, a
/// screen that holds one has no request to send with it.
public protocol Transport: Sendable {
  /// Returns the server's response, or throws if there was none.
  func send(_ request: NetworkRequest) async throws -> NetworkResponse
}
