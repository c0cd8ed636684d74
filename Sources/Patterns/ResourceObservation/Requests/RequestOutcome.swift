/// How a request ended. Exactly one of these, exactly once.
public enum RequestOutcome: Sendable {
  /// The server sent data; this is it, after the pipeline.
  case newData(Entity)
  /// The server said 304 Not Modified (ETags/): the data the resource had
  /// still stands. This is that entity, with a fresh timestamp.
  case notModified(Entity)
  /// The request failed, or was cancelled (see `RequestError.cause`).
  case failure(RequestError)

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
}
