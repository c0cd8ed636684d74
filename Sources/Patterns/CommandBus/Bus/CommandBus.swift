import Foundation

/// Takes commands from anywhere, finds the handler for each, runs the work
/// off the main actor, and brings the outcome back to the sender on the
/// main actor: the one place where "what the user asked for", "when and
/// where it runs" and "how it is done" meet, so no screen has to hold all
/// three.
///
/// The flow, for one command:
///
/// 1. `send(_:from:completion:)`, from any thread (usually a screen, on the
///    main actor). The bus refuses a command whose identifier is already on
///    the bus or done, and writes a journaled command down before anything
///    else, so a crash cannot lose it.
/// 2. Routing: the handler index gives the handlers registered for the
///    command's type (see `HandlerIndex`); the first that says
///    `canHandle` takes it. Nobody? The sender hears `noHandler`.
/// 3. Scheduling: the work goes to the `CommandScheduler`, which runs it off
///    the main actor.
/// 4. Delivery: the outcome goes back through the scheduler to the main
///    actor. A failure is first offered to the failure listeners (a login
///    screen, a retry prompt), which may park the command and send it again
///    later; otherwise the sender is called, once, and the journal marks the
///    command done.
///
/// Thread safety: the bus is `Sendable`. Its handler index and its list of
/// commands in flight are each behind a lock, held only for a look-up and
/// never while calling out; listeners live on the main actor.
public final class CommandBus: Sendable {
  /// Runs work and delivers outcomes (see `CommandScheduler`).
  public let scheduler: any CommandScheduler

  /// Where commands wait until they are done, to be replayed after a crash.
  /// Nil: nothing is journaled.
  public let journal: CommandJournal?

  let eventLog: (@Sendable (CommandBusEvent) -> Void)?
  let handlers = Locked(HandlerIndex())
  /// Every command sent and not yet delivered (including parked ones), by
  /// identifier: how the bus refuses a duplicate.
  let inFlight = Locked([CommandID: CommandRecord]())
  let listeners = FailureListeners()

  /// - Parameters:
  ///   - scheduler: where work runs; a `ManualScheduler` in tests.
  ///   - journal: where commands are kept until done, or nil.
  ///   - eventLog: told about every step (see `CommandBusEvent`), from
  ///     whichever thread takes it. For traces and debugging.
  public init(
    scheduler: any CommandScheduler = TaskScheduler(), journal: CommandJournal? = nil,
    eventLog: (@Sendable (CommandBusEvent) -> Void)? = nil
  ) {
    self.scheduler = scheduler
    self.journal = journal
    self.eventLog = eventLog
  }

  // MARK: Handlers

  /// Adds `handler`, indexed under its `commandTypes`. Handlers can be added
  /// at any time (at launch, or when a plug-in loads); commands sent after
  /// this call can be routed to it.
  @discardableResult
  public func register(_ handler: any CommandHandler) -> HandlerRegistration {
    handlers.withLock { $0.add(handler) }
  }

  /// Removes a handler added by `register(_:)`. Commands already routed to
  /// it still run there.
  public func unregister(_ registration: HandlerRegistration) {
    handlers.withLock { $0.remove(registration) }
  }

  /// How many handlers are registered.
  public var handlerCount: Int { handlers.withLock { $0.count } }

  /// The handler that would take `command` if it were sent now, or nil:
  /// the bus's answer to "who handles this?", as `target(forAction:
  /// withSender:)` is the responder chain's. Handy in tests and debugging.
  public func handler(for command: any Command) -> (any CommandHandler)? {
    route(command)?.handler
  }

  /// The handler that would take `command` now, or nil; and whether it was
  /// found through the type index (true) or by asking the fallbacks.
  func route(_ command: any Command) -> (handler: any CommandHandler, byIndex: Bool)? {
    let (indexed, fallbacks) = handlers.withLock { $0.candidates(for: type(of: command)) }
    if let entry = indexed.first(where: { $0.handler.canHandle(command) }) {
      return (entry.handler, true)
    }
    if let entry = fallbacks.first(where: { $0.handler.canHandle(command) }) {
      return (entry.handler, false)
    }
    return nil
  }

  // MARK: Sending

  /// Sends `command` on behalf of `sender`, and calls `completion` with the
  /// sender and the outcome (the parsed output, or the error) on the main
  /// actor, once.
  ///
  /// The bus holds the sender weakly, as a control holds its target: if the
  /// sender is gone when the outcome arrives (the screen was closed), nobody
  /// is called. And because the completion receives the sender, it need not
  /// capture `self`, so there is no retain cycle to avoid by hand:
  ///
  ///     bus.send(FeedCommand(), from: self) { screen, result in
  ///       screen.show(result)
  ///     }
  @discardableResult
  public func send<C: Command, Sender: AnyObject & Sendable>(
    _ command: C, from sender: Sender,
    completion: @escaping @MainActor @Sendable (Sender, Result<C.Output, any Error>) -> Void
  ) -> CommandTicket {
    send(command) { [weak sender] result in
      guard let sender else { return }
      completion(sender, result)
    }
  }

  /// Sends `command` and calls `completion` with the outcome on the main
  /// actor, once. (Capture what you need weakly; or use
  /// `send(_:from:completion:)`, which does that for you.)
  @discardableResult
  public func send<C: Command>(
    _ command: C,
    completion: @escaping @MainActor @Sendable (Result<C.Output, any Error>) -> Void = { _ in }
  ) -> CommandTicket {
    let record = CommandRecord(command: command, isJournaled: C.isJournaled) { outcome in
      completion(Self.typed(outcome, as: C.self))
    }
    accept(record)
    return CommandTicket(record: record, bus: self)
  }

  /// The handler's output as the command's `Output`, or the error that says
  /// the handler returned something else.
  static func typed<C: Command>(
    _ outcome: CommandRecord.Outcome, as command: C.Type
  ) -> Result<C.Output, any Error> {
    outcome.flatMap { value in
      guard let output = value as? C.Output else {
        return .failure(
          CommandError.unexpectedOutput(
            command: C.commandName, got: String(describing: type(of: value))))
      }
      return .success(output)
    }
  }

  func log(_ event: @autoclosure () -> CommandBusEvent) {
    guard let eventLog else { return }
    eventLog(event())
  }
}
