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
  /// Paths given to `resource(_:)` are relative to this, as it was given
  /// (nil if it was not a URL with a scheme and a host).
  public let baseURL: URL?
  let context: ResourceContext
  let cache = ResourceCache()

  /// Apps call `init(baseURL:transport:clock:pipelineExecution:)`
  /// (StandardService/), which starts here and plugs in the rest.
  init(
    baseURL: URL?, transport: any Transport, clock: any ResourceClock,
    configurationSource: any ConfigurationSource, responses: any ResponseProcessing
  ) {
    // A "base URL" with no host (the string "\0" makes "%00") is none.
    let baseURL = baseURL?.host == nil ? nil : baseURL
    self.baseURL = baseURL
    context = ResourceContext(
      baseURL: baseURL, transport: transport, clock: clock,
      configurationSource: configurationSource, responses: responses)
    context.cache = cache
  }

  /// The resource at `path` under the base URL ("/users/ana"), after the
  /// base URL's path and before its query, if it has one.
  ///
  /// `path` is all path: a `?`, `#` or `%` in it is escaped (`%3F`, `%23`,
  /// `%25`), never read as the start of a query, a fragment or an escape,
  /// so `resource("?x")` is the resource named "?x" and `resource("%3Fx")`
  /// another. A query is not part of a resource's identity here; for a URL
  /// with one, use `resource(absoluteURL:)`.
  public func resource(_ path: String) -> Resource {
    guard let base = baseURL?.absoluteString else {
      return invalidResource("\"\(path)\" needs a base URL, and the service has none")
    }
    let escaped = path.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? ""
    // In a URL the first "?" or "#" ends the path: the new path goes there.
    let pathEnd = base.firstIndex { $0 == "?" || $0 == "#" } ?? base.endIndex
    var basePath = base[..<pathEnd]
    if basePath.hasSuffix("/") { basePath = basePath.dropLast() }
    let joined = basePath + (escaped.hasPrefix("/") ? escaped : "/" + escaped) + base[pathEnd...]
    return resource(absoluteURL: String(joined))
  }

  /// What a path keeps as it is: RFC 3986's characters for a path, in
  /// ASCII. Everything else, `%` included, is escaped.
  private static let pathCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyz" + "ABCDEFGHIJKLMNOPQRSTUVWXYZ" + "0123456789"
      + "-._~!$&'()*+,;=:@/")

  /// The resource at a full URL. A string that is not a URL gives a resource
  /// whose every request fails as `invalidRequest`, rather than a crash.
  public func resource(absoluteURL: String) -> Resource {
    cache.resource(forKey: absoluteURL) {
      guard let url = URL(string: absoluteURL), url.scheme != nil else {
        return invalidResource("\"\(absoluteURL)\" is not a valid URL")
      }
      return Resource(url: url, context: context)
    }
  }

  /// A resource whose every request fails as `invalidRequest`, for `reason`,
  /// rather than a crash.
  private func invalidResource(_ reason: String) -> Resource {
    Resource(url: URL(fileURLWithPath: "/invalid-url"), invalidURLReason: reason, context: context)
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
