import Foundation

/// The local picture of one thing on the server, identified by its URL.
///
/// A resource answers three questions at any moment:
/// - What is the latest data we have? (`latestData`)
/// - Did the last attempt to load it fail, and why? (`latestError`)
/// - Is a request for it in progress? (`isLoading`, `isRequesting`)
///
/// Data and error change together, by one rule: new data clears the error;
/// an error keeps the previous data, so a screen can show the last good
/// data *and* say that refreshing failed.
///
/// Code does not wait on a resource's requests; it observes the resource
/// (see Resource+Observers.swift) and maps its state to the screen whenever
/// it changes, whatever caused the change: a load this screen started, one
/// another screen started, a local override, a wipe. That replaces the
/// chains of callbacks that request-centric code needs, and the states
/// nobody thought of that those chains produce.
///
/// Ask a `Service` for resources: it hands out one instance per URL, so
/// every screen interested in "/users/ana" shares the same state.
@MainActor
public final class Resource {
  /// Where the resource lives; for a resource made from a string that is
  /// not a URL, a placeholder (its requests fail as invalid).
  public let url: URL

  /// The URL's path, less the service's base path: what configuration
  /// patterns are matched against.
  public let path: String

  let context: ResourceContext

  /// Why this resource can never send a request, when its URL is invalid.
  let invalidURLReason: String?

  // MARK: State

  /// The latest good data, from a load, the cache or a local override.
  /// Survives errors; only new data or `wipe()` replaces it.
  public internal(set) var latestData: Entity? {
    didSet {
      isInvalidated = false
      dataTimestamp = latestData?.timestamp
    }
  }

  /// Why the last load failed; nil once a load succeeds.
  public internal(set) var latestError: RequestError? {
    didSet {
      isInvalidated = false
      errorTimestamp = latestError?.timestamp
    }
  }

  /// The two timestamps, kept as plain numbers beside the data and the
  /// error, so the freshness check reads two numbers instead of copying
  /// an entity and an error on every `loadIfNeeded()`.
  private(set) var dataTimestamp: TimeInterval?
  private(set) var errorTimestamp: TimeInterval?

  /// When data or error last changed, whichever is later; 0 if neither.
  public var timestamp: TimeInterval {
    max(dataTimestamp ?? 0, errorTimestamp ?? 0)
  }

  /// Set by `invalidate()`: the next `loadIfNeeded()` loads, fresh or not.
  var isInvalidated = false

  // MARK: Requests in progress

  /// A load in flight, numbered in the order loads started.
  struct LoadInFlight {
    let number: Int
    let request: Request
  }

  var loadsInFlight: [LoadInFlight] = []
  var loadsStarted = 0

  /// Loads in progress (`load()`, `loadIfNeeded()`, `load(using:)`), oldest
  /// first.
  public var loadRequests: [Request] { loadsInFlight.map(\.request) }

  /// Every request in progress for this resource, loads or not.
  public internal(set) var allRequests: [Request] = []

  /// Whether a load is in progress: the time to show a spinner.
  public var isLoading: Bool { !loadsInFlight.isEmpty }

  /// Whether any request is in progress, a load or, say, a POST.
  public var isRequesting: Bool { !allRequests.isEmpty }

  // MARK: Observers (see Resource+Observers.swift)

  var observerEntries: [ObserverEntry] = []
  var observerIndex: [ObjectIdentifier: ObserverEntry] = [:]

  /// Whether the entity cache was asked yet (it is asked once).
  var hasReadEntityCache = false

  // MARK: Configuration

  private var cachedConfiguration = Configuration()
  private var configurationVersion = -1
  /// Kept apart from `cachedConfiguration` so the freshness check, which
  /// runs on every `loadIfNeeded()`, copies no more than two numbers.
  private(set) var freshness = (expiration: 30.0, retry: 1.0)

  init(url: URL, context: ResourceContext) {
    self.url = url
    self.path = context.path(of: url)
    self.context = context
    self.invalidURLReason = nil
  }

  init(invalidURL: String, context: ResourceContext) {
    self.url = URL(fileURLWithPath: "/invalid-url")
    self.path = "/invalid-url"
    self.context = context
    self.invalidURLReason = "\"\(invalidURL)\" is not a valid URL"
  }

  /// The rules for this resource, from the service's configuration. Worked
  /// out once and kept until the service's rules change.
  public var configuration: Configuration {
    refreshConfigurationIfNeeded()
    return cachedConfiguration
  }

  /// The entity cache from the configuration, without copying the rest.
  var entityCache: (any EntityCache)? {
    refreshConfigurationIfNeeded()
    return cachedConfiguration.entityCache
  }

  func refreshConfigurationIfNeeded() {
    guard configurationVersion != context.configurationVersion else { return }
    cachedConfiguration = context.configuration(forPath: path)
    configurationVersion = context.configurationVersion
    freshness = (cachedConfiguration.expirationTime, cachedConfiguration.retryTime)
  }

  // MARK: Content

  /// The latest data's content as a `T`, or nil when there is none or it
  /// is something else.
  public func typedContent<T>(as type: T.Type = T.self) -> T? {
    latestData?.content as? T
  }

  /// The latest data's content as a `T`, or `fallback`: the form screens
  /// like, since "no data yet" and "empty" usually look the same.
  public func typedContent<T>(ifNone fallback: @autoclosure () -> T) -> T {
    typedContent(as: T.self) ?? fallback()
  }

  /// E.g. "Resource /users/ana [data, loading]", for traces and debugging.
  public var summary: String {
    var flags: [String] = []
    if latestData != nil { flags.append("data") }
    if latestError != nil { flags.append("error") }
    if isLoading { flags.append("loading") }
    return "Resource \(path)" + (flags.isEmpty ? "" : " [\(flags.joined(separator: ", "))]")
  }
}
