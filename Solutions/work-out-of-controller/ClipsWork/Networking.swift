import Foundation

// The app's link to the server: a request, the server's answer, how
// talking to it can fail, and the transport that carries the request
// there and the answer back. (The tests use a fake one, `FakeTransport`,
// made from the kit's `FakeServer`.)
//
// Only this module sees inside them: a screen that could build a request
// and read an answer could do the work itself, and sooner or later would.
// So the screens can name a transport, to hand it on, and nothing more.

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
/// this module can read it: the commands parse it, the handler checks it.
public struct NetworkResponse: Sendable, Hashable {
  var status: Int
  var body: Data
}

/// How talking to the server can fail. A screen shows such an error as it
/// comes; telling them apart is for the commands and their handler.
enum NetworkError: Error, Equatable {
  /// No answer at all: no connection.
  case offline
  /// The server answered with an error status (5xx).
  case server(status: Int)
  /// The server answered with something that could not be read.
  case unreadable
}

/// Sends requests and returns responses: the real network in the app, a
/// `FakeTransport` in the tests. Public, so that the app delegate can
/// hand one to the handler that does the work; a screen that holds one
/// has no request to send with it.
public protocol Transport: Sendable {
  /// Returns the server's response, or throws if there was none.
  func send(_ request: NetworkRequest) async throws -> NetworkResponse
}
