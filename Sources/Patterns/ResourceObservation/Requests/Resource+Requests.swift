import Foundation

/// How a resource makes its requests: every load is one (`load()` asks for
/// a GET), and so is a POST, a PUT or a DELETE.
///
/// On its own a request changes neither data nor error, and observers hear
/// nothing of it: `load(using:)` adopts its outcome as the resource's new
/// state. Every request goes through the core's `network` extension point
/// (`RequestSender`), which adds the configuration's headers and sends it.
extension Resource {
  /// A request with an optional body of raw bytes (Resource+RequestBodies
  /// adds JSON and text). `contentType`, then `headers`, replace the
  /// configuration's headers of the same name, whatever its case, so the
  /// caller always has the last word.
  public func request(
    _ method: HTTPMethod, data: Data? = nil, contentType: String? = nil,
    headers: [String: String] = [:]
  ) -> any Request {
    var all = headers
    if let contentType, !headers.keys.contains(where: { Self.sameName($0, "Content-Type") }) {
      all["Content-Type"] = contentType
    }
    return context.network.send(method, headers: all, body: data, for: self)
  }

  /// A request that could not be built: it fails at once with `reason`
  /// as an invalid request, in the same shape as every other failure,
  /// and nothing is sent.
  func invalidRequest(_ reason: String) -> any Request {
    NetworkRequest(failing: RequestError(.invalidRequest(reason)), clock: context.clock)
  }

  /// HTTP names are not case-sensitive.
  private static func sameName(_ one: String, _ other: String) -> Bool {
    one.caseInsensitiveCompare(other) == .orderedSame
  }
}
