import Foundation

/// One response's worth of data: raw bytes straight off the network, or
/// text, JSON, an app's model object, once the pipeline (Pipeline/) has
/// turned it into one. The headers travel with it unchanged, so code at the
/// end can still ask "what was the ETag?". The content is `Sendable`
/// because it is made off the main actor and handed to observers on it.
public struct Entity: Sendable {
  public var content: any Sendable

  /// Header names in lower case, so lookups ignore case as HTTP does.
  public private(set) var headers: [String: String]

  /// When the data arrived (or was last confirmed by a 304), by the
  /// service's clock.
  public var timestamp: TimeInterval

  public init(content: any Sendable, headers: [String: String] = [:], timestamp: TimeInterval) {
    self.content = content
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    self.timestamp = timestamp
  }

  /// The value of the header `name`, whatever its case.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
