import Foundation

/// The old way to the network, from before resources: one request, one
/// callback, the answer handed straight to whoever asked. The search
/// screen was written with it.
///
/// Delete this file once the screen observes resources instead (step 3).
/// From then on nothing outside SearchResources can send a request: only
/// resources talk to the transport, and a screen that tries to does not
/// compile.
extension Service {
  /// Sends a GET for `path` and calls `completion` once, on the main
  /// actor, with the response's body or why there is none. The status is
  /// not checked: every caller has to remember to.
  public func get(
    _ path: String, completion: @escaping @MainActor (Result<String, ResourceError>) -> Void
  ) {
    transport.get(path) { _, outcome in completion(outcome.map(\.body)) }
  }
}
