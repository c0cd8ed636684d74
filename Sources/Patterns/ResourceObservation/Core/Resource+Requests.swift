import Foundation

/// Requests: every load is one, and so is a POST, a PUT or a DELETE.
///
/// A request on its own changes neither `latestData` nor `latestError`, and
/// observers hear nothing of it: `load(using:)` adopts its outcome as the
/// resource's new state.
extension Resource {
  /// A request with an optional body of raw bytes. The service's headers
  /// come first; `headers` add to or replace them. (RequestBodies/ adds
  /// bodies of JSON or text.)
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

  /// Makes the request, keeps it in `allRequests` until it ends, starts it.
  /// With an `invalidReason`, it fails at once and nothing is sent.
  func start(_ httpRequest: HTTPRequest?, invalidReason: RequestError? = nil) -> Request {
    let request = Request(
      sending: httpRequest, invalidReason: invalidReason, context: context,
      processResponse: context.responses.processor(for: self))
    allRequests.append(request)
    request.onCompletion { [weak self, weak request] _ in
      self?.allRequests.removeAll { $0 === request }
    }
    request.start()
    return request
  }
}
