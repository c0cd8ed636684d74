import Foundation

/// A command's life inside the bus: accepted, routed, scheduled, run,
/// concluded. Each step is small; the `CommandRecord` makes sure that,
/// whatever order threads reach them in, the sender is told exactly once.
extension CommandBus {
  /// Takes `record` on: refuses a duplicate, writes it to the journal
  /// (unless it came from there), then dispatches it.
  func accept(_ record: CommandRecord, writeAhead: Bool = true) {
    let id = record.id
    let isNew = inFlight.withLock { inFlight -> Bool in
      guard inFlight[id] == nil else { return false }
      inFlight[id] = record
      return true
    }
    guard isNew else { return refuse(record, CommandError.duplicate(id)) }
    if journal?.hasFinished(id) == true {
      release(record)
      return refuse(record, CommandError.duplicate(id))
    }
    if writeAhead, record.isJournaled, let journal {
      do {
        try journal.recordSent(record.command)
      } catch {
        release(record)
        return refuse(record, CommandError.journalUnavailable(String(describing: error)))
      }
    }
    dispatch(record)
  }

  /// Routes the command and hands its work to the scheduler; or, if nobody
  /// takes it, tells the sender so.
  func dispatch(_ record: CommandRecord) {
    guard let attempt = record.beginAttempt() else { return }
    guard let (handler, byIndex) = route(record.command) else {
      log(.unhandled(command: record.name))
      let error = CommandError.noHandler(command: record.name)
      scheduler.deliver { [self] in conclude(record, .failure(error)) }
      return
    }
    log(.routed(command: record.name, handler: handler.handlerName, byIndex: byIndex))
    let work = scheduler.schedule { [self] in
      await run(record, on: handler, attempt: attempt)
    }
    record.attach(work, to: attempt)
  }

  /// The work itself, off the main actor: executes the command and sends
  /// the outcome back to the main actor.
  func run(_ record: CommandRecord, on handler: any CommandHandler, attempt: Int) async {
    guard record.beginRunning(attempt) else { return }
    log(.started(command: record.name, handler: handler.handlerName, onMainThread: onMainThread()))
    let outcome: CommandRecord.Outcome
    do {
      try Task.checkCancellation()
      let context = CommandContext(commandID: record.id, bus: self)
      outcome = .success(try await handler.execute(record.command, in: context))
    } catch {
      outcome = .failure(error)
    }
    record.endRunning()
    // A success is final (no listener takes successes), so it is marked
    // done here, before the sender hears: if the app dies in between, the
    // command is not run again. Failures are decided on the main actor.
    if case .success = outcome, record.isJournaled {
      journal?.recordFinished(record.id, succeeded: true)
    }
    scheduler.deliver { [self] in conclude(record, outcome) }
  }

  /// On the main actor: a failure is offered to the listeners first; if none
  /// takes it (or it succeeded), the sender is told.
  @MainActor
  func conclude(_ record: CommandRecord, _ outcome: CommandRecord.Outcome) {
    if case .failure(let error) = outcome, !record.isCancelled, offer(record, error) { return }
    complete(record, outcome)
  }

  /// Tells the sender, if nobody has yet, and forgets the command.
  @MainActor
  func complete(_ record: CommandRecord, _ outcome: CommandRecord.Outcome) {
    guard let final = record.finish(outcome) else { return }
    // Journal first, then forget: a duplicate sent in between finds the
    // command either in flight or finished, never neither.
    if case .failure = final, record.isJournaled {
      journal?.recordFinished(record.id, succeeded: false)
    }
    release(record)
    log(.delivered(command: record.name, succeeded: final.isSuccess))
    record.deliver(final)
  }

  /// Sends a parked command again, with its original sender and completion.
  @MainActor
  func redispatch(_ record: CommandRecord) {
    guard !record.isCancelled else { return }
    log(.redispatched(command: record.name, attempt: record.attempts + 1))
    dispatch(record)
  }

  func cancel(_ record: CommandRecord) {
    let (cancelled, work) = record.cancel()
    guard cancelled else { return }
    log(.cancelled(command: record.name))
    work?.cancel()
    scheduler.deliver { [self] in complete(record, .failure(CommandError.cancelled)) }
  }

  /// Refuses a command that never entered the bus: only its sender hears.
  private func refuse(_ record: CommandRecord, _ error: CommandError) {
    if case .duplicate(let id) = error { log(.duplicate(command: record.name, id: id)) }
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

/// Whether the caller runs on the main thread: what the traces report as
/// "which queue ran it". A plain function, so async code may call it.
/// (The main *actor* is not always the main thread: a test runner may run
/// it elsewhere. So the bus reports threads only for its work, which must
/// never be on the main thread, whoever runs the main actor.)
func onMainThread() -> Bool {
  Thread.isMainThread
}

extension Result {
  var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
