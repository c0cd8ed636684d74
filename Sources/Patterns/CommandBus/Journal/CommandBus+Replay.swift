/// Event sourcing and undo: running a session's commands again.
extension CommandBus {
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
