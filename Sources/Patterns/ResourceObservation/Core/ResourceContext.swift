import Foundation

/// What every resource of one service shares: the transport, the clock, the
/// service's cache, and the extension points.
///
/// The extension points are where the folders beyond the core plug in. Each
/// starts with the core's plain behaviour (raw bytes, default staleness, no
/// extra headers, nothing to tell); `Service(baseURL:transport:...)`, in
/// StandardService/, fills them all.
///
/// Resources hold this rather than the service, so that the service (which
/// holds its resources) and a resource never keep each other alive.
@MainActor
final class ResourceContext {
  let baseURL: URL?
  let transport: any Transport
  let clock: any ResourceClock

  /// Told when a resource gains its first observer (weakly: it holds the
  /// resources, which hold this).
  weak var cache: ResourceCache?

  // MARK: Extension points

  /// Each resource's configuration, by path (Configuration/: rules by URL
  /// pattern). The core reads only staleness from it.
  var configurationSource: any ConfigurationSource = DefaultConfigurationSource()

  /// What happens to a response before its request ends (Responses/: the
  /// pipeline, off the main actor, in arrival order; a 304 for ETags/).
  var responses: any ResponseProcessing = RawResponses()

  /// Headers for every request to a resource (Configuration/).
  var requestHeaders: (Resource) -> [String: String] = { _ in [:] }

  /// Headers a load adds (ETags/: If-None-Match).
  var loadHeaders: (Resource) -> [String: String] = { _ in [:] }

  /// Hears every event of every resource, before its observers do
  /// (EntityCache/ writes new data down).
  var resourceChanged: (Resource, ResourceEvent) -> Void = { _, _ in }

  /// Hears when a resource is first needed: observed, or asked to load if
  /// needed (EntityCache/ fills it from the cache).
  var resourceNeeded: (Resource) -> Void = { _ in }

  init(baseURL: URL?, transport: any Transport, clock: any ResourceClock) {
    self.baseURL = baseURL
    self.transport = transport
    self.clock = clock
  }

  /// The part of `url` that names the resource: its path, less the base
  /// URL's path.
  func path(of url: URL) -> String {
    let path = url.path
    guard let base = baseURL?.path, !base.isEmpty, base != "/", path.hasPrefix(base) else {
      return path
    }
    let rest = String(path.dropFirst(base.count))
    return rest.hasPrefix("/") ? rest : "/" + rest
  }
}
