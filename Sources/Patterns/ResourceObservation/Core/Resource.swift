import Foundation

/// The local picture of one thing on the server, identified by its URL.
///
/// A resource answers three questions at any moment:
/// - What is the latest data we have? (`latestData`)
/// - Did the last attempt to load it fail, and why? (`latestError`)
/// - Is a request for it in progress? (`isLoading`, `isRequesting`)
///
/// Data and error change together, by one rule: new data clears the error;
/// an error keeps the data, so a screen can show the last good data *and*
/// say that refreshing failed.
///
/// Code does not wait on a resource's requests: it observes the resource
/// (Resource+Observers.swift) and draws its state whenever it changes,
/// whatever the cause. A `Service` hands out one instance per URL, so every
/// screen showing "/users/ana" shares one state.
@MainActor
public final class Resource {
  public let url: URL
  let context: ResourceContext
  /// Why no request can be sent, for a URL that is not one.
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

  /// Kept as plain numbers, so the staleness check copies no entity.
  private(set) var dataTimestamp: TimeInterval?
  private(set) var errorTimestamp: TimeInterval?
  /// When data or error last changed, whichever is later; 0 if neither.
  public var timestamp: TimeInterval { max(dataTimestamp ?? 0, errorTimestamp ?? 0) }
  /// Set by `invalidate()`: the next `loadIfNeeded()` loads, fresh or not.
  var isInvalidated = false

  // MARK: Requests in progress

  /// Loads in progress, in the order they started.
  public internal(set) var loadRequests: [any Request] = []
  /// Every request in progress for this resource, loads or not.
  public internal(set) var allRequests: [any Request] = []
  /// Whether a load is in progress: the time to show a spinner.
  public var isLoading: Bool { !loadRequests.isEmpty }
  /// Whether any request is in progress, a load or, say, a POST.
  public var isRequesting: Bool { !allRequests.isEmpty }

  // MARK: Observers and configuration

  var observerEntries: [ObserverEntry] = []
  var observerIndex: [ObjectIdentifier: ObserverEntry] = [:]
  /// Whether `context.resourceNeeded` has heard of this resource yet.
  private var wasNeeded = false

  /// The service's configuration for this resource, worked out again only
  /// when the service's rules change. The core reads only staleness,
  /// copied out so that `loadIfNeeded()` reads two numbers.
  private(set) var currentConfiguration: (any ResourceConfiguration)?
  private var configurationVersion = -1
  private(set) var freshness = (expiration: 0.0, retry: 0.0)

  init(url: URL, invalidURLReason: String? = nil, context: ResourceContext) {
    self.url = url
    self.context = context
    self.invalidURLReason = invalidURLReason
  }

  func refreshConfigurationIfNeeded() {
    let source = context.configurationSource
    guard configurationVersion != source.version else { return }
    let configuration = source.configuration(for: url)
    currentConfiguration = configuration
    configurationVersion = source.version
    freshness = (configuration.expirationTime, configuration.retryTime)
  }

  /// The first time the resource is observed or asked to load if needed,
  /// `context.resourceNeeded` may fill it (the entity cache does).
  func noteNeeded() {
    guard !wasNeeded else { return }
    wasNeeded = true
    context.resourceNeeded(self)
  }
}
