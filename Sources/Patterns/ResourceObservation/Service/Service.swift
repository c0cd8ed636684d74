import Foundation

/// One API: where its resources live, how they are fetched and parsed, and
/// the one place to ask for them.
///
/// `resource(_:)` hands out the same `Resource` instance for the same URL
/// every time (while it lives), which is what lets two screens share one
/// load and one state. The network (`Transport`) and the time
/// (`ResourceClock`) are injected: an app passes a real transport and
/// `SystemClock`, tests a `FakeTransport` and a `ManualClock`.
///
/// Configuration is by URL pattern (see `configure(_:_:)`) and applies to
/// resources lazily, so rules can be added after resources exist.
@MainActor
public final class Service {
  /// Paths given to `resource(_:)` are relative to this.
  public let baseURL: URL?

  let context: ResourceContext
  private let cache = ResourceCache()

  /// - Parameters:
  ///   - baseURL: the API's root, e.g. "https://api.example.com/v1".
  ///   - transport: what sends requests.
  ///   - clock: where time is read; the system's unless told otherwise.
  ///   - pipelineExecution: where responses are parsed; off the main actor
  ///     unless told otherwise (see `PipelineExecution`).
  public init(
    baseURL: String?, transport: any Transport, clock: any ResourceClock = SystemClock(),
    pipelineExecution: PipelineExecution = .offMainActor
  ) {
    let base = baseURL.flatMap { URL(string: $0) }
    self.baseURL = base
    context = ResourceContext(
      baseURL: base, transport: transport, clock: clock, execution: pipelineExecution)
    // Weakly: resources hold the context, so the context must not hold the
    // cache that holds them.
    context.resourceBecameObserved = { [weak cache] in cache?.keep($0) }
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

  // MARK: Configuration

  /// Adds a rule for every resource whose path matches `pattern` ("/**" for
  /// all of them). Rules apply in the order they were added, so put general
  /// rules first. Resources pick up the change the next time they need
  /// their configuration.
  public func configure(
    _ pattern: String = "/**", _ apply: @escaping @MainActor (inout Configuration) -> Void
  ) {
    context.add(ResourceContext.Rule(pattern: URLPattern(pattern), apply: apply))
  }

  /// Adds a model-mapping rule: for resources matching `pattern`, content of
  /// type `Input` becomes what `transform` returns.
  public func configureTransformer<Input, Output: Sendable>(
    _ pattern: String, from input: Input.Type = Input.self, contentTypes: [String] = ["*/*"],
    _ transform: @escaping @Sendable (Input, Entity) throws -> Output
  ) {
    configure(pattern) {
      $0.mapContent(from: input, contentTypes: contentTypes, transform)
    }
  }

  /// Forgets every rule: back to the defaults.
  public func removeAllConfiguration() {
    context.removeAllRules()
  }

  // MARK: Memory and bulk changes

  /// How many resources the service holds strongly right now.
  public var cachedResourceCount: Int { cache.count }

  /// What an app does on a memory warning: lets go of every resource that
  /// nobody observes and that has no request in progress. Observed ones
  /// stay. Returns how many were let go.
  @discardableResult
  public func flushUnusedResources() -> Int {
    cache.flushUnused()
  }

  /// Marks every resource matching `pattern` stale (see
  /// `Resource.invalidate()`).
  public func invalidateResources(matching pattern: String = "/**") {
    let pattern = URLPattern(pattern)
    for resource in cache.all where pattern.matches(resource.path) { resource.invalidate() }
  }

  /// Wipes every resource matching `pattern` (see `Resource.wipe()`).
  public func wipeResources(matching pattern: String = "/**") {
    let pattern = URLPattern(pattern)
    for resource in cache.all where pattern.matches(resource.path) { resource.wipe() }
  }

  // MARK: Testing

  /// Returns once every response that has arrived so far has been parsed
  /// and delivered, so its observers have heard. Tests call it after a fake
  /// transport answers, instead of sleeping.
  public func waitForResponses() async {
    await context.sequencer.waitUntilIdle()
  }
}
