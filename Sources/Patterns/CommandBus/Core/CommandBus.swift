/// Takes commands from anywhere, finds the one handler for each, runs the
/// work off the main actor, and brings the outcome back to the sender on
/// the main actor: the one place where "what the user asked for", "when and
/// where it runs" and "how it is done" meet, so no screen has to hold all
/// three.
///
/// The flow, for one command (`CommandBus+Sending`, `CommandBus+Running`):
///
/// 1. `send(_:from:completion:)`, from any thread (usually a screen, on the
///    main actor). The bus refuses a command whose identifier is already on
///    it: one command, one run.
/// 2. Routing: the handler index gives the handlers registered for the
///    command's type; the first that says `canHandle` takes it. Nobody?
///    The sender hears `noHandler`.
/// 3. Scheduling: the work goes to the `CommandScheduler`, which runs it off
///    the main actor.
/// 4. Delivery: the outcome goes back through the scheduler to the main
///    actor, and the sender is called, once.
///
/// Everything else joins in through `CommandBusObserver`, told at each
/// step: the journal writes a command down before it runs, the failure
/// listeners hold a failed command back to retry it, the event log reports
/// each step. The bus does not know what they do.
///
/// Thread safety: the bus is `Sendable`. Its handler index and its list of
/// commands in flight are each behind a lock, held only for a look-up and
/// never while calling out; its observers are fixed when it is made.
public final class CommandBus: Sendable {
  /// Runs work and delivers outcomes (see `CommandScheduler`).
  public let scheduler: any CommandScheduler

  let handlers = Locked(HandlerIndex())
  /// Every command sent and not yet delivered (including one a listener
  /// holds), by identifier: how the bus refuses a duplicate.
  let inFlight = Locked([CommandID: CommandRecord]())
  /// Told about every step, in this order (see `CommandBusObserver`).
  let observers: [any CommandBusObserver]

  /// - Parameters:
  ///   - scheduler: where work runs; a `ManualScheduler` in tests.
  ///   - journal: keeps commands until they are done, to run them again
  ///     after a crash (see `Journal/`), or nil.
  ///   - eventLog: told about every step (see `Events/`), from whichever
  ///     thread takes it. For traces and debugging.
  ///
  /// These and the failure listeners (`Dispatch/`) are the bus's observers.
  public convenience init(
    scheduler: any CommandScheduler = TaskScheduler(), journal: CommandJournal? = nil,
    eventLog: (@Sendable (CommandBusEvent) -> Void)? = nil
  ) {
    var observers: [any CommandBusObserver] = []
    if let journal { observers.append(journal) }
    observers.append(FailureListeners())
    if let eventLog { observers.append(EventLog(report: eventLog)) }
    self.init(scheduler: scheduler, observers: observers)
  }

  private init(scheduler: any CommandScheduler, observers: [any CommandBusObserver]) {
    self.scheduler = scheduler
    self.observers = observers
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

  // MARK: Routing

  /// A command's handler, and whether it was found through the type index
  /// (true) or by asking the fallbacks.
  typealias Route = (handler: any CommandHandler, byIndex: Bool)

  /// The one handler that would take `command` now: the first registered
  /// for its type that says `canHandle`, else the first fallback that does.
  ///
  /// Why one, when IKBCommandBus, the library this bus follows, runs every
  /// handler that is willing? There, a command is a message with no reply:
  /// each handler runs it as an operation of its own, and nobody waits. Here
  /// a command has an `Output` and a sender waiting for it, once. With two
  /// handlers there would be two results (or a result and an error) and no
  /// right one to deliver; a "like" would be sent to the server twice; the
  /// journal could not say when the command was done. So a command goes to
  /// exactly one handler, and registration order says which: a test can
  /// predict it, and a plug-in steps aside by saying no in `canHandle`.
  /// When several parts of an app must react, one handler changes the model
  /// and the parts observe the model, or a handler runs sub-commands.
  func route(_ command: any Command) -> Route? {
    let (indexed, fallbacks) = handlers.withLock { $0.candidates(for: type(of: command)) }
    if let entry = indexed.first(where: { $0.handler.canHandle(command) }) {
      return (entry.handler, true)
    }
    if let entry = fallbacks.first(where: { $0.handler.canHandle(command) }) {
      return (entry.handler, false)
    }
    return nil
  }
}
