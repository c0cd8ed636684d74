import Foundation

/// One API, and the one place to ask for its resources.
///
/// `resource(_:)` hands out the same `Resource` for the same URL every time
/// (while it lives), which is what lets two screens share one load and one
/// state. The network (`Transport`) and the time (`ResourceClock`) are
/// injected: an app passes a real transport, tests a `FakeTransport` and a
/// `ManualClock`.
@MainActor
public final class Service {
  /// Paths given to `resource(_:)` are relative to this.
  public let baseURL: URL?
  let context: ResourceContext
  let cache = ResourceCache()

  /// Apps call `init(baseURL:transport:clock:pipelineExecution:)`
  /// (StandardService/), which starts here and plugs in the rest.
  init(
    baseURL: URL?, transport: any Transport, clock: any ResourceClock,
    configurationSource: any ConfigurationSource, responses: any ResponseProcessing
  ) {
    self.baseURL = baseURL
    context = ResourceContext(
      baseURL: baseURL, transport: transport, clock: clock,
      configurationSource: configurationSource, responses: responses)
    context.cache = cache
  }

  /// The resource at `path` under the base URL ("/users/ana").
  ///
  /// `path` is all path: a `?` or `#` in it is escaped (`%3F`, `%23`), not
  /// read as the start of a query or a fragment, so `resource("?x")` is the
  /// resource named "?x". A query is not part of a resource's identity
  /// here; for a URL with one, use `resource(absoluteURL:)`.
  public func resource(_ path: String) -> Resource {
    let escaped = path.replacingOccurrences(of: "?", with: "%3F")
      .replacingOccurrences(of: "#", with: "%23")
    guard let baseURL else { return resource(absoluteURL: escaped) }
    let base = baseURL.absoluteString
    let joined =
      (base.hasSuffix("/") ? String(base.dropLast()) : base)
      + (escaped.hasPrefix("/") ? escaped : "/" + escaped)
    return resource(absoluteURL: joined)
  }

  /// The resource at a full URL. A string that is not a URL gives a resource
  /// whose every request fails as `invalidRequest`, rather than a crash.
  public func resource(absoluteURL: String) -> Resource {
    cache.resource(forKey: absoluteURL) {
      guard let url = URL(string: absoluteURL), url.scheme != nil else {
        return Resource(
          url: URL(fileURLWithPath: "/invalid-url"),
          invalidURLReason: "\"\(absoluteURL)\" is not a valid URL", context: context)
      }
      return Resource(url: url, context: context)
    }
  }

  /// How many resources the service holds strongly right now.
  public var cachedResourceCount: Int { cache.count }
  /// What an app does on a memory warning: lets go of every resource that
  /// nobody observes and that has no request in progress. Returns how many.
  @discardableResult
  public func flushUnusedResources() -> Int {
    cache.flushUnused()
  }
}
