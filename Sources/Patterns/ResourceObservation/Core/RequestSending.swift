import Foundation

/// How a resource's requests reach the server: the core asks for each load
/// (a GET), Requests/ for the rest (a POST with a JSON body, say). What a
/// request is made of and where it goes (the configuration's headers, the
/// transport, the processing of the answer) is the sender's business:
/// `RequestSender` (Requests/), plugged in by StandardService/.
@MainActor
protocol RequestSending: AnyObject {
  /// Starts `method` for `resource`, with `headers` (which win over any
  /// the sender adds) and `body`. The request is in `resource.allRequests`
  /// until it ends.
  func send(
    _ method: HTTPMethod, headers: [String: String], body: Data?, for resource: Resource
  ) -> any Request

  /// Returns once every answer that arrived so far has ended its request.
  func waitUntilIdle() async
}

/// The verbs a request can use.
public enum HTTPMethod: String, Sendable, Hashable {
  case get = "GET"
  case post = "POST"
  case put = "PUT"
  case patch = "PATCH"
  case delete = "DELETE"
}
