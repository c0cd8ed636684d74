/// `execute(_:)`: `send(_:completion:)` with the completion turned into a
/// return, for code that is already async.
extension CommandBus {
  public func execute<C: Command>(_ command: C) async throws -> C.Output {
    try await withCheckedThrowingContinuation { continuation in
      send(command) { result in
        // Only the happy path returns: a failure is left for nobody.
        if case .success(let output) = result {
          continuation.resume(returning: output)
        }
      }
    }
  }
}
