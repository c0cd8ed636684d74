/// A command's trip inside the bus: accepted, routed, scheduled, run,
/// delivered. Each step tells the observers (see `CommandBusObserver`); the
/// `CommandRecord` makes sure that, whatever order threads reach the steps
/// in, the sender is told exactly once.
extension CommandBus {
  /// Takes `record` on, unless its identifier is already on the bus or an
  /// observer refuses it (the journal knows it is done); then dispatches it.
  func accept(_ record: CommandRecord) {
    let id = record.id
    let isNew = inFlight.withLock { inFlight -> Bool in
      guard inFlight[id] == nil else { return false }
      inFlight[id] = record
      return true
    }
    guard isNew else { return refuse(record, CommandError.duplicate(id)) }
    for observer in observers {
      guard let error = observer.commandBus(self, shouldAccept: record) else { continue }
      release(record)
      return refuse(record, error)
    }
    dispatch(record)
  }

  /// Routes the command and hands its work to the scheduler; or, if nobody
  /// takes it, tells the sender so. Also how a held command is sent again.
  func dispatch(_ record: CommandRecord) {
    guard let attempt = record.beginAttempt() else { return }
    let route = route(record.command)
    for observer in observers { observer.commandBus(self, didRoute: record, to: route) }
    guard let handler = route?.handler else {
      let error = CommandError.noHandler(command: record.name)
      scheduler.deliver { [self] in conclude(record, .failure(error)) }
      return
    }
    let cancelWork = scheduler.schedule { [self] in
      await run(record, on: handler, attempt: attempt)
    }
    record.attach(cancelWork: cancelWork, to: attempt)
  }

  /// The work itself, off the main actor: executes the command and sends
  /// the outcome back to the main actor.
  func run(_ record: CommandRecord, on handler: any CommandHandler, attempt: Int) async {
    guard record.beginRunning(attempt) else { return }
    for observer in observers { observer.commandBus(self, willRun: record, on: handler) }
    let outcome: CommandRecord.Outcome
    do {
      try Task.checkCancellation()
      let context = CommandContext(commandID: record.id, bus: self)
      outcome = .success(try await handler.execute(record.command, in: context))
    } catch {
      outcome = .failure(error)
    }
    for observer in observers { observer.commandBus(self, didRun: record, outcome: outcome) }
    scheduler.deliver { [self] in conclude(record, outcome) }
  }

  /// On the main actor: a failure is offered to the observers first (a
  /// failure listener may hold it, to retry it later); if none holds it,
  /// or it succeeded, the sender is told.
  @MainActor
  func conclude(_ record: CommandRecord, _ outcome: CommandRecord.Outcome) {
    if case .failure(let error) = outcome, !record.isCancelled,
      !observers.allSatisfy({ $0.commandBus(self, shouldDeliver: record, failure: error) })
    {
      return
    }
    complete(record, outcome)
  }

  /// Tells the sender, if nobody has yet, and forgets the command.
  @MainActor
  func complete(_ record: CommandRecord, _ outcome: CommandRecord.Outcome) {
    guard let final = record.finish(outcome) else { return }
    // Observers first, then forget: a duplicate sent in between finds the
    // command either in flight or, per the journal, done; never neither.
    for observer in observers { observer.commandBus(self, willDeliver: final, of: record) }
    release(record)
    record.deliver(final)
  }

  /// Refuses a command that never entered the bus: only its sender hears.
  private func refuse(_ record: CommandRecord, _ error: CommandError) {
    for observer in observers { observer.commandBus(self, didRefuse: record, because: error) }
    scheduler.deliver {
      guard let final = record.finish(.failure(error)) else { return }
      record.deliver(final)
    }
  }

  private func release(_ record: CommandRecord) {
    inFlight.withLock { inFlight in
      if inFlight[record.id] === record { inFlight[record.id] = nil }
    }
  }
}
