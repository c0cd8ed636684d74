import Foundation

/// How a resource makes its requests: every load is one (`load()` asks for
/// a GET), and so is a POST, a PUT or a DELETE.
///
/// On its own a request changes neither data nor error, and observers hear
/// nothing of it: `load(using:)` adopts its outcome as the resource's new
/// state. Each request takes the service's response processing (the
/// core's `responses` extension point) as it is when the request starts.
extension Resource {
  /// A request with an optional body of raw bytes (Resource+RequestBodies
  /// adds JSON and text). The headers of the service's configuration (the
  /// core's `requestHeaders` extension point) come first; `headers` add to
  /// or replace them.
  public func request(
    _ method: HTTPMethod, data: Data? = nil, contentType: String? = nil,
    headers: [String: String] = [:]
  ) -> Request {
    if let invalidURLReason {
      return start(nil, invalidReason: RequestError(.invalidRequest(invalidURLReason)))
    }
    var all = context.requestHeaders(self)
    for (name, value) in headers { all[name] = value }
    if let contentType { all["Content-Type"] = contentType }
    return start(HTTPRequest(method: method, url: url, headers: all, body: data))
  }

  /// Starts `httpRequest`, kept in `allRequests` until it ends. With an
  /// `invalidReason`, it fails at once and nothing is sent.
  func start(_ httpRequest: HTTPRequest?, invalidReason: RequestError? = nil) -> Request {
    let request = Request(
      sending: httpRequest, context: context,
      processResponse: context.responses.processor(for: self))
    allRequests.append(request)
    request.onCompletion { [weak self, unowned request] _ in
      self?.allRequests.removeAll { $0 === request }
    }
    request.start(invalidReason: invalidReason)
    return request
  }
}
