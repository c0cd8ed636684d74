import Foundation

/// The local picture of one thing on the server, identified by its path:
/// its latest data, its latest error, whether it is loading, and who wants
/// to hear when any of that changes.
///
/// Data and error change together: new data clears the error; an error
/// keeps the data, so a screen can show both.
///
/// Its module, SearchResources, cannot see the screen, and keeps the
/// transport to itself: screens see resources, never a request's answer.
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

  /// The newest load sent, for loadIfNeeded() to share.
  private var loadRequest: NetworkRequest?

  /// How many loads are waiting for their answer. Only the answer that
  /// brings it to zero counts: the last one to arrive is the freshest.
  private var loadsInFlight = 0

  /// One observer: a closure, kept while its owner lives.
  private final class Observation {
    weak var owner: AnyObject?
    let closure: @MainActor (Resource, ResourceEvent) -> Void

    init(owner: AnyObject, closure: @escaping @MainActor (Resource, ResourceEvent) -> Void) {
      self.owner = owner
      self.closure = closure
    }
  }

  private var observations: [Observation] = []

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
  public var isLoading: Bool { loadsInFlight > 0 }

  /// Whether anyone still observes this resource.
  public var isObserved: Bool { observations.contains { $0.owner != nil } }

  // MARK: Observers

  /// Calls `closure` with every change, for as long as `owner` lives, and
  /// once at once with `.observerAdded`, so the screen draws what is there.
  public func addObserver(
    owner: AnyObject, _ closure: @escaping @MainActor (Resource, ResourceEvent) -> Void
  ) {
    observations.append(Observation(owner: owner, closure: closure))
    closure(self, .observerAdded)
  }

  /// Stops calling the closures `owner` added.
  public func removeObservers(ownedBy owner: AnyObject) {
    observations.removeAll { $0.owner === owner || $0.owner == nil }
  }

  /// Tells every observer whose owner lives. Works on a copy, so an
  /// observer may remove observers while it runs; those removed are skipped.
  private func notify(_ event: ResourceEvent) {
    observations.removeAll { $0.owner == nil }
    for observation in observations
    where observation.owner != nil && observations.contains(where: { $0 === observation }) {
      observation.closure(self, event)
    }
  }

  // MARK: Loading

  /// Sends a GET for `path` now, with the ETag of the data we have, so the
  /// server can answer 304 if nothing changed.
  @discardableResult
  public func load() -> NetworkRequest {
    var headers: [String: String] = [:]
    if let etag = latestData?.etag { headers["If-None-Match"] = etag }
    let request = transport.get(path, headers: headers) { [weak self] request, result in
      self?.receive(result, for: request)
    }
    loadRequest = request
    loadsInFlight += 1
    notify(.requested)
    return request
  }

  /// The load in flight if there is one; nothing while the data is fresh
  /// (and no error came since); otherwise a new load.
  @discardableResult
  public func loadIfNeeded() -> NetworkRequest? {
    if isLoading, let loadRequest { return loadRequest }
    if let latestData, latestError == nil, clock.now - latestData.timestamp <= expirationTime {
      return nil
    }
    return load()
  }

  private func receive(
    _ result: FakeTransport.Outcome, for request: NetworkRequest
  ) {
    // While other loads are still out, this answer is already old news.
    loadsInFlight -= 1
    guard loadsInFlight == 0 else { return }
    loadRequest = nil
    do {
      let response = try result.get()
      if response.status == 304 {
        guard var data = latestData else {
          throw ResourceError("The server said nothing changed, but there is no data.")
        }
        data.timestamp = clock.now
        latestData = data
        latestError = nil
        notify(.notModified)
        return
      }
      let content = try parse(response)
      latestData = Entity(content: content, etag: response.headers["ETag"], timestamp: clock.now)
      latestError = nil
      notify(.newData)
    } catch {
      latestError = error as? ResourceError ?? ResourceError("\(error)")
      notify(.error)
    }
  }

  /// The latest data's content as a `T`, if it is one.
  public func typedContent<T>(as type: T.Type = T.self) -> T? {
    latestData?.content as? T
  }
}
