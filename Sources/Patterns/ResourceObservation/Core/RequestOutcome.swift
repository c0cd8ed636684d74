import Foundation

/// How a request ended. Exactly one of these, exactly once.
public enum RequestOutcome: Sendable {
  /// The server sent data; this is it, processed.
  case newData(Entity)
  /// The server said 304 Not Modified (see ETags/): the data the resource
  /// already had still stands. This is that entity, with a fresh timestamp.
  case notModified(Entity)
  /// The request failed, or was cancelled (see `RequestError.cause`).
  case failure(RequestError)

  init(_ processed: Result<Entity, RequestError>) {
    switch processed {
    case .success(let entity): self = .newData(entity)
    case .failure(let error): self = .failure(error)
    }
  }

  /// The data, new or confirmed; nil on failure.
  public var entity: Entity? {
    switch self {
    case .newData(let entity), .notModified(let entity): entity
    case .failure: nil
    }
  }

  /// The error; nil on success.
  public var error: RequestError? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// A transport's answer as it is, before any parsing: a 2xx is data (the
  /// raw bytes, headers kept); no response, or any other status, is a
  /// failure, in the one shape every failure takes. The pipeline
  /// (Pipeline/) starts from here.
  static func unparsed(
    _ result: Result<HTTPResponse, any Error>, receivedAt: TimeInterval
  ) -> Result<Entity, RequestError> {
    switch result {
    case .failure(let error):
      return .failure(
        RequestError(
          .transportFailure(String(describing: error)), underlyingError: error,
          timestamp: receivedAt))
    case .success(let response):
      let raw = Entity(content: response.body, headers: response.headers, timestamp: receivedAt)
      guard (200..<300).contains(response.status) else {
        return .failure(RequestError(.httpStatus(response.status), entity: raw, timestamp: receivedAt))
      }
      return .success(raw)
    }
  }
}
