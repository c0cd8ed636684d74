/// The extra step: `execute(_:)`, for code that is already async (a
/// SwiftUI `.task`, an async function), which would rather await a
/// command's result than pass a completion:
///
///     let session = try await bus.execute(LoginCommand(username: "ana", password: "x"))
///
/// Build it on your `send(_:completion:)`, so that the work still runs
/// through the scheduler and the outcome still comes back through its
/// delivery, to this one caller. Keep it `nonisolated`, as declared: the
/// caller may be on any actor. For now it gives up at once.
extension CommandBus {
  public func execute<C: Command>(_ command: C) async throws -> C.Output {
    throw CommandBusError.noHandler(command: String(describing: C.self))
  }
}
