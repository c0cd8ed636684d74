import Foundation

/// One API: where its resources live, and the one place to ask for them.
///
/// `resource(_:)` hands out the same `Resource` instance for the same URL
/// every time (while it lives), which is what lets two screens share one
/// load and one state. The network (`Transport`) and the time
/// (`ResourceClock`) are injected: an app passes a real transport and
/// `SystemClock`, tests a `FakeTransport` and a `ManualClock`.
@MainActor
public final class Service {
  /// Paths given to `resource(_:)` are relative to this.
  public let baseURL: URL?

  let context: ResourceContext
  let cache = ResourceCache()

  /// The core alone: responses stay raw bytes, and every resource keeps
  /// the default staleness. Apps call `init(baseURL:transport:clock:
  /// pipelineExecution:)` (StandardService/), which starts here and plugs
  /// in the rest.
  init(coreOnly baseURL: String?, transport: any Transport, clock: any ResourceClock) {
    let base = baseURL.flatMap { URL(string: $0) }
    self.baseURL = base
    context = ResourceContext(baseURL: base, transport: transport, clock: clock)
    context.cache = cache
  }

  // MARK: Resources

  /// The resource at `path` under the base URL ("/users/ana").
  ///
  /// `path` is all path: a `?` or `#` in it is escaped (`%3F`, `%23`), not
  /// read as the start of a query or a fragment, so `resource("?x")` is the
  /// resource named "?x" under the base URL. A query is not part of a
  /// resource's identity here; to ask for a URL with one, use
  /// `resource(absoluteURL:)`.
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
        return Resource(invalidURL: absoluteURL, context: context)
      }
      return Resource(url: url, context: context)
    }
  }

  // MARK: Memory

  /// How many resources the service holds strongly right now.
  public var cachedResourceCount: Int { cache.count }

  /// What an app does on a memory warning: lets go of every resource that
  /// nobody observes and that has no request in progress. Observed ones
  /// stay. Returns how many were let go.
  @discardableResult
  public func flushUnusedResources() -> Int {
    cache.flushUnused()
  }
}
