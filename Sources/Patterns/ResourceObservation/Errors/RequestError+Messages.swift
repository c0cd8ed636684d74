import Foundation

/// What a request error says: a sentence a screen can show, worded for its
/// cause unless one was given, and a transport's own sentence when it
/// carries one.
extension RequestError: CustomStringConvertible {
  /// A sentence a screen can show as it is.
  public var userMessage: String {
    get { message ?? Self.defaultMessage(for: cause) }
    set { message = newValue }
  }

  public var description: String { userMessage }

  /// The status code when the server answered with an error status.
  public var httpStatusCode: Int? {
    if case .httpStatus(let code) = cause { return code }
    return nil
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
