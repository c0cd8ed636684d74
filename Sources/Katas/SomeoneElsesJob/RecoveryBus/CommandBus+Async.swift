/// The extra step, part one: `execute(_:)`, for a screen written in async
/// code, which awaits a command's result instead of passing a completion:
///
///     let videos = try await bus.execute(FeedCommand())
///
/// Build it on your `send(_:completion:)`, so that a failure still goes to
/// the listeners first: a command that needed a login simply returns
/// later, once the user has logged in, and the caller throws only what no
/// listener took, or what one gave up on. Keep it `nonisolated`, as
/// declared. For now it gives up at once.
extension CommandBus {
  public func execute<C: Command>(_ command: C) async throws -> C.Output {
    throw CommandBusError.noHandler(command: String(describing: C.self))
  }
}
