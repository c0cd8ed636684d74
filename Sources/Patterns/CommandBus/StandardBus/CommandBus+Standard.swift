/// The bus an app makes: the core, with every folder beyond it plugged in
/// as an observer of each command's trip (see `CommandBusObserver`), and
/// its handlers kept in the type index.
extension CommandBus {
  /// - Parameters:
  ///   - scheduler: where work runs; a `ManualScheduler` in tests.
  ///   - journal: keeps commands until they are done, to run them again
  ///     after a crash (see `Journal/`), or nil.
  ///   - eventLog: told about every step (see `Events/`), from whichever
  ///     thread takes it. For traces and debugging.
  public convenience init(
    scheduler: any CommandScheduler = TaskScheduler(), journal: CommandJournal? = nil,
    eventLog: (@Sendable (CommandBusEvent) -> Void)? = nil
  ) {
    var observers: [any CommandBusObserver] = []
    // Journal/: refuses a command already done, writes each one down
    // before it runs. First, so nothing else hears of a refused command.
    if let journal { observers.append(journal) }
    // Dispatch/: the failure listeners, added later by
    // `addFailureListener(_:)`, hold a failed command to retry it.
    observers.append(FailureListeners())
    // Events/: a trace of every step.
    if let eventLog { observers.append(EventLog(report: eventLog)) }
    // Routing/: a command's handlers found by its type, in one look-up.
    self.init(scheduler: scheduler, handlers: HandlerIndex(), observers: observers)
  }
}
