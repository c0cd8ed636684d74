import Foundation

/// One API, and the one place to ask for its resources.
///
/// It hands out the same `Resource` for the same URL every time (while it
/// lives), which is what lets two screens share one load and one state.
/// (Paths/ adds `resource(_:)`, a path under the base URL.) The network (`RequestSending`, over a `Transport`) and the time
/// (`ResourceClock`) are injected: an app passes a real transport, tests a
/// `FakeTransport` and a `ManualClock`.
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
    baseURL: URL?, clock: any ResourceClock, configurationSource: any ConfigurationSource,
    network: any RequestSending
  ) {
    // A "base URL" with no host (the string "\0" makes "%00") is none.
    let baseURL = baseURL?.host == nil ? nil : baseURL
    self.baseURL = baseURL
    context = ResourceContext(
      baseURL: baseURL, clock: clock, configurationSource: configurationSource,
      network: network)
    context.cache = cache
  }

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
  func invalidResource(_ reason: String) -> Resource {
    Resource(url: URL(fileURLWithPath: "/invalid-url"), invalidURLReason: reason, context: context)
  }
}
