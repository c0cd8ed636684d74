/// `execute(_:)`, for code that is already async (a SwiftUI `.task`, an
/// async function), which would rather await a command's result than pass
/// a completion:
///
///     let session = try await bus.execute(LoginCommand(username: "ana", password: "x"))
///
/// It is `send(_:completion:)` with the completion turned into a return:
/// the work still runs through the scheduler, the outcome still comes back
/// through its delivery, and the continuation hands it to the one task
/// waiting. `send` calls its completion exactly once, success or failure,
/// and so the continuation is resumed exactly once.
extension CommandBus {
  public func execute<C: Command>(_ command: C) async throws -> C.Output {
    try await withCheckedThrowingContinuation { continuation in
      send(command) { result in continuation.resume(with: result) }
    }
  }
}
