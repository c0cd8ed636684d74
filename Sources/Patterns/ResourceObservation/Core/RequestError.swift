import Foundation

/// Everything that can go wrong with a request, in one shape.
///
/// A screen shows `userMessage` and does not care *where* things failed; code
/// that does care switches on `cause`. A malformed request, a dead network, a
/// 500 from the server and a body that will not parse all arrive the same
/// way, through the same observer event, so no failure can be forgotten
/// because it took an unusual path. (Errors/ words the messages and reads a
/// transport's errors.)
public struct RequestError: Error, Sendable {
  /// Where the request failed, with the details.
  public enum Cause: Sendable, Equatable {
    /// The request could not be built (its URL, its body): nothing was sent.
    case invalidRequest(String)
    /// No response arrived: the transport failed (offline, timed out...).
    case transportFailure(String)
    /// The server answered 4xx, 5xx, or a 3xx that nobody followed.
    case httpStatus(Int)
    /// The bytes could not be read as text in their character set.
    case decodingFailed(String)
    /// The text could not be parsed, or not mapped to the app's model.
    case parsingFailed(String)
    /// The server said 304 Not Modified, but there is no local data to keep.
    case notModifiedWithoutData
    /// The request was cancelled before it completed.
    case cancelled
  }

  public var cause: Cause

  /// The sentence for the user, if it was given; otherwise `userMessage`
  /// words one for the cause.
  var message: String?

  /// The body of an error response, decoded and parsed like any other (a
  /// server's JSON error, say), when there was one.
  public var entity: Entity?

  /// The error that started it all (the transport's, a parser's), if any.
  public var underlyingError: (any Error)?

  /// When the failure happened, read from the service's clock.
  public var timestamp: TimeInterval

  public init(
    _ cause: Cause, userMessage: String? = nil, entity: Entity? = nil,
    underlyingError: (any Error)? = nil, timestamp: TimeInterval = 0
  ) {
    self.cause = cause
    self.message = userMessage
    self.entity = entity
    self.underlyingError = underlyingError
    self.timestamp = timestamp
  }

  public var isCancellation: Bool { cause == .cancelled }
}
