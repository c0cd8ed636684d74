/// `execute(_:)`, for a screen written in async code, which awaits a
/// command's result instead of passing a completion.
extension CommandBus {
  public func execute<C: Command>(_ command: C) async throws -> C.Output {
    // The caller is async anyway: run the command right here.
    try await perform(command)
  }
}
