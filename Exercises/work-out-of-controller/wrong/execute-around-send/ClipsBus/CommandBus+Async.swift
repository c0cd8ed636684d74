/// `execute(_:)`, for code that is already async: the caller is async
/// anyway, so it runs the command right here, in its own task.
extension CommandBus {
  public func execute<C: Command>(_ command: C) async throws -> C.Output {
    try await perform(command)
  }
}
