/// One request in flight, and how it ended (`RequestOutcome`, below): all
/// the core asks of one.
///
/// Screens rarely touch requests: they observe resources. Requests matter
/// for what is not a load (a POST), for tests (which await them instead of
/// sleeping), and for `loadIfNeeded()`, which returns the load already in
/// flight so that two callers share one request.
///
/// A protocol, as in Siesta: the core never needs to know what a request is
/// made of. Requests/ makes them (`NetworkRequest`, sent over the transport)
/// and adds `onSuccess`, `onFailure` and `await finished`.
@MainActor
public protocol Request: AnyObject {
  /// How it ended; nil while it is in flight. Set once, never changed.
  var outcome: RequestOutcome? { get }

  /// Calls `callback` when the request ends, or now if it already has.
  /// Callbacks run on the main actor, in the order they were added.
  @discardableResult
  func onCompletion(_ callback: @escaping @MainActor (RequestOutcome) -> Void) -> Self

  /// Stops the request: it ends at once with a `.cancelled` error, and an
  /// answer that arrives later is ignored.
  func cancel()
}

extension Request {
  public var isCompleted: Bool { outcome != nil }
}

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
}
