/// Joins in every command's trip through the bus: how the parts that are
/// not the pattern itself plug in, without the bus knowing what they do.
///
/// The standard bus (`StandardBus/`) plugs in three: the journal refuses a
/// command already done and writes each one down before it runs; the
/// failure listeners hold a failed command back to retry it; the event log
/// reports each step. They are told in the order the bus was given them,
/// and each implements only the steps it cares about (every method has a
/// default that does nothing). The names follow Cocoa's delegates:
/// `should` asks, `will` and `did` tell, on the thread each comment names.
protocol CommandBusObserver: Sendable {
  typealias Outcome = CommandRecord.Outcome

  /// The command has been sent (any thread). Return an error to refuse it:
  /// its sender hears that error, and nothing runs.
  func commandBus(_ bus: CommandBus, shouldAccept record: CommandRecord) -> CommandError?

  /// The command was refused (any thread): a duplicate, or by an observer.
  func commandBus(_ bus: CommandBus, didRefuse record: CommandRecord, because error: CommandError)

  /// The bus looked for a handler (any thread); nil: nobody takes it.
  func commandBus(_ bus: CommandBus, didRoute record: CommandRecord, to route: CommandBus.Route?)

  /// The handler is about to run the command (off the main actor).
  func commandBus(_ bus: CommandBus, willRun record: CommandRecord, on handler: any CommandHandler)

  /// The handler has run the command (off the main actor, before the
  /// outcome heads back to the main actor).
  func commandBus(_ bus: CommandBus, didRun record: CommandRecord, outcome: Outcome)

  /// The sender cancelled the command (any thread), before it was done.
  func commandBus(_ bus: CommandBus, didCancel record: CommandRecord)

  /// The command failed (on the main actor). Return false to hold it: its
  /// sender is not told, and the observer owes it a retry or a failure.
  @MainActor
  func commandBus(_ bus: CommandBus, shouldDeliver record: CommandRecord, failure: any Error)
    -> Bool

  /// The outcome is final and about to reach the sender (on the main actor).
  @MainActor
  func commandBus(_ bus: CommandBus, willDeliver outcome: Outcome, of record: CommandRecord)
}

extension CommandBusObserver {
  func commandBus(_: CommandBus, shouldAccept _: CommandRecord) -> CommandError? { nil }
  func commandBus(_: CommandBus, didRefuse _: CommandRecord, because _: CommandError) {}
  func commandBus(_: CommandBus, didRoute _: CommandRecord, to _: CommandBus.Route?) {}
  func commandBus(_: CommandBus, willRun _: CommandRecord, on _: any CommandHandler) {}
  func commandBus(_: CommandBus, didRun _: CommandRecord, outcome _: Outcome) {}
  func commandBus(_: CommandBus, didCancel _: CommandRecord) {}
  @MainActor
  func commandBus(_: CommandBus, shouldDeliver _: CommandRecord, failure _: any Error) -> Bool {
    true
  }
  @MainActor
  func commandBus(_: CommandBus, willDeliver _: Outcome, of _: CommandRecord) {}
}
