import Foundation

/// How the standard service sends every request, loads included: plugged
/// into the core's `network` extension point (see `RequestSending`).
///
/// Headers come in layers: the configuration's (`requestHeaders`), then
/// those the caller gives, each replacing a header of the same name,
/// whatever its case, so the caller always has the last word. Each request
/// takes the response processing as it is when the request starts.
@MainActor
final class RequestSender: RequestSending {
  let transport: any Transport
  let responses: any ResponseProcessing
  /// Headers for every request to a resource (Configuration/).
  var requestHeaders: (Resource) -> [String: String] = { _ in [:] }

  init(transport: any Transport, responses: any ResponseProcessing) {
    self.transport = transport
    self.responses = responses
  }

  func send(
    _ method: HTTPMethod, headers: [String: String], body: Data?, for resource: Resource
  ) -> any Request {
    if let reason = resource.invalidURLReason {
      return NetworkRequest(
        failing: RequestError(.invalidRequest(reason)), clock: resource.context.clock)
    }
    var all = requestHeaders(resource)
    for (name, value) in headers { Self.set(name, to: value, in: &all) }
    let request = NetworkRequest(
      sending: HTTPRequest(method: method, url: resource.url, headers: all, body: body),
      over: transport, clock: resource.context.clock,
      processResponse: responses.processor(for: resource))
    return track(request, in: resource)
  }

  func waitUntilIdle() async {
    await responses.waitUntilIdle()
  }

  /// Keeps `request` in the resource's `allRequests` until it ends.
  private func track(_ request: NetworkRequest, in resource: Resource) -> NetworkRequest {
    resource.allRequests.append(request)
    request.onCompletion { [weak resource, unowned request] _ in
      resource?.allRequests.removeAll { $0 === request }
    }
    return request
  }

  /// HTTP names are not case-sensitive: "content-type" replaces
  /// "Content-Type" rather than sending both.
  private static func set(_ name: String, to value: String, in headers: inout [String: String]) {
    headers = headers.filter { $0.key.caseInsensitiveCompare(name) != .orderedSame }
    headers[name] = value
  }
}
