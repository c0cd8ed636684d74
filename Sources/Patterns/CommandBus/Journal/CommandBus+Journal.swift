/// The bus's journal, and replaying it at launch.
extension CommandBus {
  /// Where commands wait until they are done, to be replayed after a crash:
  /// the journal given to the initializer, or nil.
  public var journal: CommandJournal? {
    for case let journal as CommandJournal in observers { return journal }
    return nil
  }

  /// Sends every command the journal holds that never finished, once each,
  /// in the order they were first sent: the work that was under way when
  /// the app last stopped, however it stopped. Call it once handlers are
  /// registered.
  ///
  /// There is no screen waiting for these (the one that sent them is gone
  /// with the old process), so each outcome goes to `completion`, on the
  /// main actor. A command already running (replay called twice) or
  /// finished meanwhile is refused, not run again. They are already written
  /// down, so accepting them writes nothing.
  @discardableResult
  public func replayJournal(
    completion:
      @escaping @MainActor @Sendable (any Command, Result<any Sendable, any Error>) ->
      Void = { _, _ in }
  ) -> [CommandTicket] {
    guard let journal else { return [] }
    return journal.pendingCommands.map { command in
      let record = CommandRecord(command: command) { outcome in
        completion(command, outcome)
      }
      accept(record)
      return CommandTicket(record: record, bus: self)
    }
  }
}
