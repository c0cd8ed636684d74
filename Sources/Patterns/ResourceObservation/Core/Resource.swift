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
/// (Resource+Observers.swift) and draws its state whenever it changes,
/// whatever caused the change: a load this screen started, one another
/// screen started, a local change. Ask a `Service` for resources: it hands
/// out one instance per URL, so every screen showing "/users/ana" shares
/// one state.
@MainActor
public final class Resource {
  /// Where the resource lives; for a string that is not a URL, a
  /// placeholder (its requests fail as invalid).
  public let url: URL

  /// The URL's path, less the service's base path.
  public let path: String

  let context: ResourceContext

  /// Why this resource can never send a request, when its URL is invalid.
  let invalidURLReason: String?

  // MARK: State

  /// The latest good data. Survives errors; only new data replaces it.
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

  /// The two timestamps as plain numbers, so the staleness check reads two
  /// numbers instead of copying an entity and an error.
  private(set) var dataTimestamp: TimeInterval?
  private(set) var errorTimestamp: TimeInterval?

  /// When data or error last changed, whichever is later; 0 if neither.
  public var timestamp: TimeInterval { max(dataTimestamp ?? 0, errorTimestamp ?? 0) }

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

  /// Loads in progress, oldest first.
  public var loadRequests: [Request] { loadsInFlight.map(\.request) }

  /// Every request in progress for this resource, loads or not.
  public internal(set) var allRequests: [Request] = []

  /// Whether a load is in progress: the time to show a spinner.
  public var isLoading: Bool { !loadsInFlight.isEmpty }

  /// Whether any request is in progress, a load or, say, a POST.
  public var isRequesting: Bool { !allRequests.isEmpty }

  // MARK: Observers (Resource+Observers.swift)

  var observerEntries: [ObserverEntry] = []
  var observerIndex: [ObjectIdentifier: ObserverEntry] = [:]

  /// Whether the resource was ever needed: observed, or asked to load if
  /// needed. The first time, `context.resourceNeeded` hears of it.
  private var wasNeeded = false

  // MARK: Configuration

  /// The service's configuration for this resource, worked out once and
  /// again only when the service's rules change. The core reads only how
  /// long data stays fresh, copied out so `loadIfNeeded()` reads two numbers.
  private(set) var currentConfiguration: any ResourceConfiguration = DefaultConfiguration()
  private var configurationVersion = -1
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

  func refreshConfigurationIfNeeded() {
    guard configurationVersion != context.configurationSource.version else { return }
    currentConfiguration = context.configurationSource.configuration(forPath: path)
    configurationVersion = context.configurationSource.version
    freshness = (currentConfiguration.expirationTime, currentConfiguration.retryTime)
  }

  /// Tells `context.resourceNeeded` the first time only.
  func noteNeeded() {
    guard !wasNeeded else { return }
    wasNeeded = true
    context.resourceNeeded(self)
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
