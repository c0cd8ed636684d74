import Foundation

/// Requests that are not loads: a POST, a PUT, a DELETE, or a GET whose
/// result should not become the resource's state.
///
/// They do not change `latestData` or `latestError` and observers hear
/// nothing of them, unless the app asks: `load(using:)` to adopt a request's
/// outcome as the resource's new state, or `overrideLocalData(with:)` in its
/// `onSuccess` when the app knows what the new state is.
extension Resource {
  /// A request with an optional body of raw bytes. Headers from the
  /// configuration come first; `headers` add to or replace them.
  public func request(
    _ method: HTTPMethod, data: Data? = nil, contentType: String? = nil,
    headers: [String: String] = [:]
  ) -> Request {
    if let invalidURLReason {
      return start(nil, invalidReason: RequestError(.invalidRequest(invalidURLReason)))
    }
    var all = configuration.headers
    for (name, value) in headers { all[name] = value }
    if let contentType { all["Content-Type"] = contentType }
    return start(HTTPRequest(method: method, url: url, headers: all, body: data))
  }

  /// A request whose body is `json`. A value JSON cannot hold (NaN) makes
  /// an invalid request: it fails at once and nothing is sent.
  public func request(
    _ method: HTTPMethod, json: JSON, headers: [String: String] = [:]
  ) -> Request {
    do {
      return request(
        method, data: try json.encoded(), contentType: "application/json", headers: headers)
    } catch {
      return start(nil, invalidReason: RequestError(.invalidRequest("cannot encode \(json)")))
    }
  }

  /// A request whose body is `text` in `encoding`. Text the encoding cannot
  /// represent makes an invalid request: it fails at once.
  public func request(
    _ method: HTTPMethod, text: String, encoding: String.Encoding = .utf8,
    headers: [String: String] = [:]
  ) -> Request {
    guard let data = text.data(using: encoding, allowLossyConversion: false) else {
      return start(
        nil, invalidReason: RequestError(.invalidRequest("cannot encode the text as \(encoding)")))
    }
    let charset = encoding == .utf8 ? "utf-8" : "\(encoding)"
    return request(
      method, data: data, contentType: "text/plain; charset=\(charset)", headers: headers)
  }

  /// Makes the request, keeps it in `allRequests` until it ends, starts it.
  private func start(_ httpRequest: HTTPRequest?, invalidReason: RequestError? = nil) -> Request {
    let request = Request(
      sending: httpRequest, invalidReason: invalidReason, context: context,
      pipeline: configuration.pipeline, resource: self)
    allRequests.append(request)
    request.onCompletion { [weak self, weak request] _ in
      self?.allRequests.removeAll { $0 === request }
    }
    request.start()
    return request
  }
}
