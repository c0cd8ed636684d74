/// Replaying the journal at launch.
extension CommandBus {
  /// Sends every command the journal holds that never finished, once each,
  /// in the order they were first sent: the work that was under way when
  /// the app last stopped, however it stopped. Call it once handlers are
  /// registered.
  ///
  /// There is no screen waiting for these (the one that sent them is gone
  /// with the old process), so each outcome goes to `completion`, on the
  /// main actor. A command already running (replay called twice) or
  /// finished meanwhile is refused, not run again.
  @discardableResult
  public func replayJournal(
    completion:
      @escaping @MainActor @Sendable (any Command, Result<any Sendable, any Error>) ->
      Void = { _, _ in }
  ) -> [CommandTicket] {
    guard let journal else { return [] }
    return journal.pendingCommands.map { command in
      let record = CommandRecord(command: command, isJournaled: true) { outcome in
        completion(command, outcome)
      }
      accept(record, writeAhead: false)
      return CommandTicket(record: record, bus: self)
    }
  }
}
