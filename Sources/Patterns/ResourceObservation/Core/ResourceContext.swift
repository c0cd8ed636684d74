import Foundation

/// What every resource of one service shares, and so the first thing to
/// read: the clock its staleness is read from, the service's cache, and the
/// extension points where the folders beyond the core plug in (the network
/// its requests go through among them; `StandardService/` fills them all).
/// A resource reaches it as `context`.
///
/// Resources hold this rather than the service, so that the service (which
/// holds its resources) and a resource never keep each other alive.
@MainActor
final class ResourceContext {
  let baseURL: URL?
  let clock: any ResourceClock
  /// Told when a resource gains its first observer.
  weak var cache: ResourceCache?

  // MARK: Extension points

  /// Each resource's configuration, by URL (Configuration/).
  var configurationSource: any ConfigurationSource
  /// Sends every request and processes its answer (Requests/, over
  /// Networking/'s transport, answers through Responses/).
  var network: any RequestSending
  /// Headers a load adds (ETags/: If-None-Match).
  var loadHeaders: (Resource) -> [String: String] = { _ in [:] }
  /// Hears each event before the resource's observers (EntityCache/).
  var resourceChanged: (Resource, ResourceEvent) -> Void = { _, _ in }
  /// Hears when a resource is first observed or asked to load if needed
  /// (EntityCache/).
  var resourceNeeded: (Resource) -> Void = { _ in }

  init(
    baseURL: URL?, clock: any ResourceClock, configurationSource: any ConfigurationSource,
    network: any RequestSending
  ) {
    self.baseURL = baseURL
    self.clock = clock
    self.configurationSource = configurationSource
    self.network = network
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
