import Foundation

/// Requests with a body the app builds as a value: JSON or text. A body
/// that cannot be encoded makes an invalid request: it fails at once, in
/// the same shape as every other failure, and nothing is sent. A
/// Content-Type in `headers` wins over the one the body implies (an API may
/// want "application/vnd.api+json").
extension Resource {
  /// A request whose body is `json`. A value JSON cannot hold (NaN) makes
  /// an invalid request.
  public func request(
    _ method: HTTPMethod, json: JSON, headers: [String: String] = [:]
  ) -> any Request {
    do {
      return request(
        method, data: try json.encoded(), contentType: "application/json", headers: headers)
    } catch {
      return invalidRequest("cannot encode \(json)")
    }
  }

  /// A request whose body is `text` in `encoding`. Text the encoding cannot
  /// represent makes an invalid request.
  public func request(
    _ method: HTTPMethod, text: String, encoding: String.Encoding = .utf8,
    headers: [String: String] = [:]
  ) -> any Request {
    guard let data = text.data(using: encoding, allowLossyConversion: false) else {
      return invalidRequest("cannot encode the text as \(encoding)")
    }
    let charset = encoding == .utf8 ? "utf-8" : "\(encoding)"
    return request(
      method, data: data, contentType: "text/plain; charset=\(charset)", headers: headers)
  }
}
