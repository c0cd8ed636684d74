import Foundation

/// Everything that can go wrong with a request, in one shape.
///
/// A screen shows `userMessage` and does not care *where* things failed; code
/// that does care switches on `cause`. A malformed request, a dead network, a
/// 500 from the server and a body that will not parse all arrive the same
/// way, through the same observer event, so no failure can be forgotten
/// because it took an unusual path.
public struct RequestError: Error, Sendable, CustomStringConvertible {
  /// Where the request failed, with the details.
  public enum Cause: Sendable, Equatable {
    /// The request could not be built: its URL does not parse, or its body
    /// cannot be encoded. Nothing was sent.
    case invalidRequest(String)
    /// No response arrived: the transport failed (offline, timed out...).
    case transportFailure(String)
    /// The server answered with an error status (4xx, 5xx, or a 3xx that
    /// nobody followed).
    case httpStatus(Int)
    /// The bytes could not be read as text in their character set.
    case decodingFailed(String)
    /// The text could not be parsed (bad JSON), or the parsed content could
    /// not be mapped to the app's model.
    case parsingFailed(String)
    /// The server said 304 Not Modified, but there is no local data to keep.
    case notModifiedWithoutData
    /// The request was cancelled before it completed.
    case cancelled
  }

  public var cause: Cause

  /// A sentence a screen can show as it is.
  public var userMessage: String

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
    self.userMessage = userMessage ?? Self.defaultMessage(for: cause)
    self.entity = entity
    self.underlyingError = underlyingError
    self.timestamp = timestamp
  }

  /// A transport's failure: its own sentence for the user (an `NSError`'s
  /// localized description, a `LocalizedError`'s description), and the
  /// details of the error itself, for the developer, in `cause`.
  public init(transportError error: any Error, timestamp: TimeInterval = 0) {
    self.init(
      .transportFailure(String(describing: error)),
      userMessage: Self.sentence(in: error) ?? "The request could not reach the server.",
      underlyingError: error, timestamp: timestamp)
  }

  /// The sentence an error carries for the user, if it carries one. A
  /// Swift error that is neither an `NSError` nor a `LocalizedError` has
  /// none: Foundation would make up "The operation could not be
  /// completed", naming the type.
  private static func sentence(in error: any Error) -> String? {
    if let localized = error as? any LocalizedError, let text = localized.errorDescription {
      return text
    }
    guard type(of: error) is NSError.Type || error is any CustomNSError else { return nil }
    return error.localizedDescription
  }

  /// The status code when the server answered with an error status.
  public var httpStatusCode: Int? {
    if case .httpStatus(let code) = cause { return code }
    return nil
  }

  public var isCancellation: Bool { cause == .cancelled }

  public var description: String { userMessage }

  private static func defaultMessage(for cause: Cause) -> String {
    switch cause {
    case .invalidRequest(let details): "Invalid request: \(details)"
    case .transportFailure(let details): "Network failure: \(details)"
    case .httpStatus(let code): "\(HTTPStatus.phrase(for: code)) (HTTP \(code))"
    case .decodingFailed(let details): "Could not read the response: \(details)"
    case .parsingFailed(let details): "Could not understand the response: \(details)"
    case .notModifiedWithoutData: "The server said nothing changed, but there is no data here"
    case .cancelled: "Request cancelled"
    }
  }
}
