import Foundation

/// The starter's Requests.swift, kept rather than deleted, because the
/// posts still come through it. (Under another name only because the
/// reference solution, which this is laid over, deletes Requests.swift.)
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
