/// `execute(_:)`, for code that is already async: the command goes on the
/// bus as usual, and the caller gets its answer straight from the handler.
extension CommandBus {
  public func execute<C: Command>(_ command: C) async throws -> C.Output {
    send(command) { _ in }
    return try await perform(command)
  }
}
