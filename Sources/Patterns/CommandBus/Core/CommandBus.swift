/// Takes commands from anywhere, finds the one handler for each, runs the
/// work off the main actor, and brings the outcome back to the sender on
/// the main actor: the one place where "what the user asked for", "when and
/// where it runs" and "how it is done" meet, so no screen has to hold all
/// three.
///
/// A command's trip: `send(_:from:completion:)` from any thread (usually
/// a screen's action method), refused if its identifier is already on the
/// bus; routed to one handler (`route(_:)`, below); its work scheduled off
/// the main actor by the `CommandScheduler`; its outcome delivered to the
/// sender on the main actor, once (`CommandBus+Running`). Everything else
/// joins in through `CommandBusObserver`, told at each step; the bus does
/// not know what its observers do.
///
/// Thread safety: the bus is `Sendable`. Its handlers and its list of
/// commands in flight are each behind a lock (`CommandLock`, an
/// `NSLock`), held only for a look-up and never while calling out; its
/// observers are fixed when it is made. A lock, not an actor: every call to
/// an actor is `async`, and `send` must be callable from synchronous code
/// (an action method) and keep the order commands were sent in.
public final class CommandBus: Sendable {
  /// Runs work and delivers outcomes (see `CommandScheduler`).
  public let scheduler: any CommandScheduler

  let handlers: CommandLock<any HandlerRegistry>
  /// Every command sent and not yet delivered (including one a listener
  /// holds), by identifier: how the bus refuses a duplicate.
  let inFlight = CommandLock([CommandID: CommandRecord]())
  /// Told about every step, in this order (see `CommandBusObserver`).
  let observers: [any CommandBusObserver]

  /// The bus itself, with what it is given. Apps call
  /// `init(scheduler:journal:eventLog:)` (`StandardBus/`), which starts
  /// here and plugs in the journal, the failure listeners and the event log.
  init(
    scheduler: any CommandScheduler, handlers: any HandlerRegistry,
    observers: [any CommandBusObserver]
  ) {
    self.scheduler = scheduler
    self.handlers = CommandLock(handlers)
    self.observers = observers
  }

  // MARK: Handlers

  /// Adds `handler`, for the command types it lists. Handlers can be added
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

  /// A command's handler, and whether it was listed for the command's type
  /// (true) or is a fallback.
  typealias Route = (handler: any CommandHandler, byType: Bool)

  /// The one handler that would take `command` now: the first registered
  /// for its type that says `canHandle`, else the first fallback that does.
  ///
  /// Why one, when IKBCommandBus runs every willing handler? There nobody
  /// waits for an answer. Here a command has one `Output` and one sender
  /// waiting for it: two handlers would mean two answers and no right one
  /// to deliver, and a "like" sent twice. Registration order says which
  /// handler it is, so a test can predict it, and a plug-in steps aside by
  /// saying no in `canHandle`. (The README's table says more.)
  func route(_ command: any Command) -> Route? {
    let (listed, fallbacks) = handlers.withLock { $0.candidates(for: type(of: command)) }
    if let entry = listed.first(where: { $0.handler.canHandle(command) }) {
      return (entry.handler, true)
    }
    if let entry = fallbacks.first(where: { $0.handler.canHandle(command) }) {
      return (entry.handler, false)
    }
    return nil
  }
}
