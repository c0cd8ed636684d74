/// Commands run inside other work: sub-commands, and replays of a session.
extension CommandBus {
  /// Runs a sub-command in the caller's task (see `CommandContext`).
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

  /// Runs `commands` again, one after another, in order, and returns each
  /// outcome: event sourcing. Start from an empty model, replay the log of
  /// a session (`CommandJournal.completedCommands`), and the model is back.
  /// Undo is the same move: remove a command from the journal, empty the
  /// model, replay.
  ///
  /// These commands ran before, on purpose, so the replay neither checks
  /// them against the journal nor writes them to it, and no listener or
  /// sender is involved: the caller gets the outcomes.
  public func replay(_ commands: [any Command]) async -> [Result<any Sendable, any Error>] {
    var outcomes: [Result<any Sendable, any Error>] = []
    for command in commands {
      guard let (handler, _) = route(command) else {
        log(.unhandled(command: command.commandName))
        outcomes.append(.failure(CommandError.noHandler(command: command.commandName)))
        continue
      }
      do {
        let context = CommandContext(commandID: command.id, bus: self)
        outcomes.append(.success(try await handler.execute(command, in: context)))
      } catch {
        outcomes.append(.failure(error))
      }
    }
    return outcomes
  }
}
