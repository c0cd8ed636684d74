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
  /// core's `requestHeaders` extension point) come first, then
  /// `contentType`, then `headers`: each replaces a header of the same
  /// name, whatever its case, so the caller always has the last word.
  public func request(
    _ method: HTTPMethod, data: Data? = nil, contentType: String? = nil,
    headers: [String: String] = [:]
  ) -> Request {
    if let invalidURLReason {
      return start(nil, invalidReason: RequestError(.invalidRequest(invalidURLReason)))
    }
    var all = context.requestHeaders(self)
    if let contentType { Self.set("Content-Type", to: contentType, in: &all) }
    for (name, value) in headers { Self.set(name, to: value, in: &all) }
    return start(HTTPRequest(method: method, url: url, headers: all, body: data))
  }

  /// HTTP names are not case-sensitive: "content-type" replaces
  /// "Content-Type" rather than sending both.
  private static func set(_ name: String, to value: String, in headers: inout [String: String]) {
    headers = headers.filter { $0.key.caseInsensitiveCompare(name) != .orderedSame }
    headers[name] = value
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
