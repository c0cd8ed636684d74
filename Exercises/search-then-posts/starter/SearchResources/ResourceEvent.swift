import Foundation

/// What just happened to a resource: observers get one with every call.
///
/// (Provided: you do not need to change this file.)
public enum ResourceEvent: Equatable, Sendable, CustomStringConvertible {
  /// Sent once, at once, to a new observer only: "here is the state now".
  case observerAdded
  /// A load started: the resource is loading.
  case requested
  /// New data arrived; any error is gone.
  case newData
  /// The server said 304: the data is unchanged, and fresh again.
  case notModified
  /// A load failed; the previous data is still there.
  case error

  public var description: String {
    switch self {
    case .observerAdded: "observerAdded"
    case .requested: "requested"
    case .newData: "newData"
    case .notModified: "notModified"
    case .error: "error"
    }
  }
}

/// One response's data, parsed, with what came with it.
///
/// (Provided: you do not need to change this file.)
public struct Entity: Sendable {
  /// A `User`, or `[Post]`, depending on the resource.
  public let content: any Sendable
  /// The server's tag for this version, if it sent one.
  public let etag: String?
  /// When it arrived (or was last confirmed by a 304), by the clock.
  public var timestamp: TimeInterval
}
