import Foundation

/// What happens to a response before its request ends: the request sender
/// (Requests/) asks for a processor when a request starts. The standard
/// responses parse it off the main actor and deliver it in arrival order.
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
