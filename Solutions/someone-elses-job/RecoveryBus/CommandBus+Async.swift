/// `execute(_:)`, for a screen written in async code, which awaits a
/// command's result instead of passing a completion:
///
///     let videos = try await bus.execute(FeedCommand())
///
/// It is `send(_:completion:)` with the completion resuming a checked
/// continuation, so nothing about failures changes: the listeners see a
/// failure first, a command that needed a login returns later, after the
/// login, and the caller throws only what no listener took, or what one
/// gave up on. `send` calls its completion once, so the continuation is
/// resumed once.
extension CommandBus {
  public func execute<C: Command>(_ command: C) async throws -> C.Output {
    try await withCheckedThrowingContinuation { continuation in
      send(command) { result in continuation.resume(with: result) }
    }
  }
}
