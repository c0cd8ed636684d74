import Foundation

/// Where a service's resources get their configuration: how long data
/// stays fresh, by path. Configuration/ plugs in rules by URL pattern.
@MainActor
protocol ConfigurationSource: AnyObject {
  /// Goes up at every change, so a resource knows to ask again.
  var version: Int { get }
  func configuration(forPath path: String) -> any ResourceConfiguration
}

/// What the core reads from a resource's configuration: staleness.
protocol ResourceConfiguration: Sendable {
  /// How long data stays fresh: `loadIfNeeded()` does nothing until then.
  var expirationTime: TimeInterval { get }
  /// How long after a failure `loadIfNeeded()` waits before trying again.
  var retryTime: TimeInterval { get }
}

/// Turns what the transport answered (at the clock time given) into how a
/// request ends, and calls the last argument with that, on the main actor,
/// at once or later.
typealias ResponseProcessor =
  @MainActor (
    Result<HTTPResponse, any Error>, TimeInterval, @escaping @MainActor (RequestOutcome) -> Void
  ) -> Void

/// What happens to a response before its request ends. Responses/ plugs in
/// parsing off the main actor, in arrival order.
@MainActor
protocol ResponseProcessing: AnyObject {
  /// The processor for a request to `resource`, fixed when it starts.
  func processor(for resource: Resource) -> ResponseProcessor
  /// Returns once every response that arrived so far has been processed.
  func waitUntilIdle() async
}

// MARK: The core's own behaviour

/// Data fresh for 30 s; after an error, retry after 1 s.
struct DefaultConfiguration: ResourceConfiguration {
  var expirationTime: TimeInterval = 30
  var retryTime: TimeInterval = 1
}

@MainActor
final class DefaultConfigurationSource: ConfigurationSource {
  let version = 0
  func configuration(forPath path: String) -> any ResourceConfiguration { DefaultConfiguration() }
}

/// Takes responses as they are (`RequestOutcome.unparsed`), at once.
@MainActor
final class RawResponses: ResponseProcessing {
  func processor(for resource: Resource) -> ResponseProcessor {
    { result, receivedAt, finish in
      finish(RequestOutcome(RequestOutcome.unparsed(result, receivedAt: receivedAt)))
    }
  }

  func waitUntilIdle() async {}
}
