/// The network underneath a service: it sends one HTTP request and reports
/// what came back. Nothing else.
///
/// This is the seam that keeps the rest of the library testable. A real app
/// wraps `URLSession` in a few lines (send, then hop to the main actor with
/// the result); tests and demos use `FakeTransport`, which answers only
/// when told to. The service never knows which one it has.
@MainActor
public protocol Transport: AnyObject {
  /// Sends `request`, then calls `completion` exactly once, on the main
  /// actor, with the server's response (any status) or the reason there is
  /// none. Returns a handle that can cancel the request; after `cancel()`,
  /// `completion` is never called.
  func send(
    _ request: HTTPRequest,
    completion: @escaping @MainActor (Result<HTTPResponse, any Error>) -> Void
  ) -> any TransportTask
}

/// One request a transport is working on.
@MainActor
public protocol TransportTask: AnyObject {
  /// Stops the request; its completion will not be called.
  func cancel()
}
