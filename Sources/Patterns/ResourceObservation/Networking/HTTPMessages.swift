import Foundation

/// What goes over the wire: the request exactly as the transport sends it.
///
/// Plain values, so a transport (the real network or a test's fake) needs
/// to know nothing about resources, observers or parsing.
public struct HTTPRequest: Sendable, Hashable {
  public var method: HTTPMethod
  public var url: URL
  /// Header names as they were set; look them up with `header(_:)`, which
  /// ignores case, as HTTP does.
  public var headers: [String: String]
  public var body: Data?

  public init(
    method: HTTPMethod = .get, url: URL, headers: [String: String] = [:], body: Data? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }

  /// The value of the header `name`, whatever its case.
  public func header(_ name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// E.g. "GET /users/ana", for logs and traces.
  public var summary: String { "\(method.rawValue) \(url.path)" }
}

/// What came back over the wire, before any parsing: status, headers, bytes.
public struct HTTPResponse: Sendable, Hashable {
  public var status: Int
  public var headers: [String: String]
  public var body: Data

  public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The value of the header `name`, whatever its case.
  public func header(_ name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }
}
