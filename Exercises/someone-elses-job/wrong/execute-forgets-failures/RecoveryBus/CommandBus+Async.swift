/// `execute(_:)`, for a screen written in async code: `send` with its
/// completion resuming a continuation when the command succeeds.
extension CommandBus {
  public func execute<C: Command>(_ command: C) async throws -> C.Output {
    try await withCheckedThrowingContinuation { continuation in
      send(command) { result in
        // Only the happy path returns: the listeners handle failures.
        if case .success(let output) = result {
          continuation.resume(returning: output)
        }
      }
    }
  }
}
