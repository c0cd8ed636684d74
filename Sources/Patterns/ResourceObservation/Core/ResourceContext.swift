import Foundation

/// What every resource of one service shares, and so the first thing to
/// read: the transport its requests go through, the clock its staleness is
/// read from, the service's cache, and the extension points where the
/// folders beyond the core plug in (their protocols are below;
/// `StandardService/` fills them all). A resource reaches it as `context`.
///
/// Resources hold this rather than the service, so that the service (which
/// holds its resources) and a resource never keep each other alive.
@MainActor
final class ResourceContext {
  let baseURL: URL?
  let transport: any Transport
  let clock: any ResourceClock
  /// Told when a resource gains its first observer.
  weak var cache: ResourceCache?

  // MARK: Extension points

  /// Each resource's configuration, by URL (Configuration/).
  var configurationSource: any ConfigurationSource
  /// What happens to each response (Responses/, Pipeline/, ETags/).
  var responses: any ResponseProcessing
  /// Headers for every request to a resource (Configuration/).
  var requestHeaders: (Resource) -> [String: String] = { _ in [:] }
  /// Headers a load adds (ETags/: If-None-Match).
  var loadHeaders: (Resource) -> [String: String] = { _ in [:] }
  /// Hears each event before the resource's observers (EntityCache/).
  var resourceChanged: (Resource, ResourceEvent) -> Void = { _, _ in }
  /// Hears when a resource is first observed or asked to load if needed
  /// (EntityCache/).
  var resourceNeeded: (Resource) -> Void = { _ in }

  init(
    baseURL: URL?, transport: any Transport, clock: any ResourceClock,
    configurationSource: any ConfigurationSource, responses: any ResponseProcessing
  ) {
    self.baseURL = baseURL
    self.transport = transport
    self.clock = clock
    self.configurationSource = configurationSource
    self.responses = responses
  }

  /// What names a resource: the URL's path, less the base URL's path if
  /// the URL is under the base URL (its host, then whole segments).
  func path(of url: URL) -> String {
    let path = url.path
    guard let baseURL, url.host == baseURL.host, url.port == baseURL.port else { return path }
    let base = baseURL.path
    guard !base.isEmpty, base != "/", path == base || path.hasPrefix(base + "/") else {
      return path
    }
    let rest = String(path.dropFirst(base.count))
    return rest.hasPrefix("/") ? rest : "/" + rest
  }
}

// MARK: The extension points' protocols

/// Where resources get their configuration. Configuration/ answers with
/// rules by URL pattern.
@MainActor
protocol ConfigurationSource: AnyObject {
  /// Goes up at every change, so a resource knows to ask again.
  var version: Int { get }
  func configuration(for url: URL) -> any ResourceConfiguration
}

/// What the core reads from a resource's configuration: staleness. An
/// object, so that resources can share one.
protocol ResourceConfiguration: AnyObject, Sendable {
  /// How long data stays fresh: `loadIfNeeded()` does nothing until then.
  var expirationTime: TimeInterval { get }
  /// How long after a failure `loadIfNeeded()` waits to try again.
  var retryTime: TimeInterval { get }
}

/// What happens to a response before its request ends. Responses/ parses
/// it off the main actor and delivers it in arrival order.
@MainActor
protocol ResponseProcessing: AnyObject {
  /// How to process the response to a request for `resource`; asked when
  /// the request starts.
  func processor(for resource: Resource) -> ResponseProcessor
  /// Returns once every response that arrived so far is processed.
  func waitUntilIdle() async
}

/// Turns a transport's answer, received at the time given, into how the
/// request ends; calls the last argument with that on the main actor, at
/// once or later.
typealias ResponseProcessor =
  @MainActor (
    Result<HTTPResponse, any Error>, TimeInterval, @escaping @MainActor (RequestOutcome) -> Void
  ) -> Void
