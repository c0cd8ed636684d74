import Foundation

/// The local picture of one thing on the server, identified by its path:
/// its latest data, its latest error, whether it is loading, and who wants
/// to hear when any of that changes.
///
/// A teammate sketched the outline; nothing works yet. The transport, the
/// clock and the parser it needs are already handed to it by `Service`.
///
/// It lives in SearchResources, which imports no UI toolkit and cannot see
/// the screen: a resource tells whoever observes it. What a screen uses of
/// it is `public`; the transport, the clock and the parser are not.
@MainActor
public final class Resource {
  public let path: String
  let transport: FakeTransport
  let clock: ManualClock
  /// How long data stays fresh for `loadIfNeeded()`.
  let expirationTime: TimeInterval
  /// Turns a response into content (a `User`, `[Post]`); throws a
  /// `ResourceError` for an error status or a body it cannot read.
  let parse: (TransportResponse) throws -> any Sendable

  /// The latest good data, if any.
  public private(set) var latestData: Entity?

  /// Why the last load failed, if it did.
  public private(set) var latestError: ResourceError?

  init(
    path: String, transport: FakeTransport, clock: ManualClock, expirationTime: TimeInterval,
    parse: @escaping (TransportResponse) throws -> any Sendable
  ) {
    self.path = path
    self.transport = transport
    self.clock = clock
    self.expirationTime = expirationTime
    self.parse = parse
  }

  /// Whether a load is in flight.
  public var isLoading: Bool { false }

  /// Whether anyone still observes this resource.
  public var isObserved: Bool { false }

  /// Calls `closure` with every change, for as long as `owner` lives.
  public func addObserver(
    owner: AnyObject, _ closure: @escaping @MainActor (Resource, ResourceEvent) -> Void
  ) {}

  /// Stops calling the closures `owner` added.
  public func removeObservers(ownedBy owner: AnyObject) {}

  /// Sends a GET for `path` now.
  @discardableResult
  public func load() -> NetworkRequest {
    // The answer is not used yet.
    transport.get(path) { _, _ in }
  }

  /// Loads only if there is something to gain.
  @discardableResult
  public func loadIfNeeded() -> NetworkRequest? {
    nil
  }

  /// The latest data's content as a `T`, if it is one.
  public func typedContent<T>(as type: T.Type = T.self) -> T? {
    latestData?.content as? T
  }
}
