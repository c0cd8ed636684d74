extension CommandBus {
  /// Runs a sub-command in the caller's task (see `CommandContext`'s
  /// `execute(_:)`): routed like any command, but neither accepted nor
  /// scheduled nor delivered. Its outcome is simply returned to the parent.
  func runChild<Child: Command>(_ child: Child, of parent: CommandID) async throws -> Child.Output {
    try Task.checkCancellation()
    guard let (handler, _) = route(child) else {
      log(.unhandled(command: Child.commandName))
      throw CommandError.noHandler(command: Child.commandName)
    }
    log(.child(command: Child.commandName, parent: parent, handler: handler.handlerName))
    let output = try await handler.execute(
      child, in: CommandContext(commandID: child.id, bus: self))
    return try Self.typed(.success(output), as: Child.self).get()
  }
}
