/// Where a bus keeps its handlers, and the one question routing asks of
/// them: which handlers, in which order, might take a command of this type?
///
/// The order is the bus's rule (see `CommandBus.route(_:)`): those listed
/// for the command's type, in the order they were registered, then the
/// fallbacks, in theirs. How the handlers are stored to answer quickly is
/// the registry's own business. The standard bus uses `HandlerIndex`
/// (`Routing/`), which finds a type's handlers in one look-up, so routing
/// costs the same with 1 handler or 1,000.
protocol HandlerRegistry: Sendable {
  /// How many handlers are registered.
  var count: Int { get }

  /// Adds `handler` under the types it lists in `commandTypes` (none: a
  /// fallback), after those already there.
  mutating func add(_ handler: any CommandHandler) -> HandlerRegistration

  /// Removes the handler `registration` names; nothing if it is gone.
  mutating func remove(_ registration: HandlerRegistration)

  /// The handlers to ask about a command of `type`: those listed for it,
  /// then the fallbacks, each group in registration order.
  func candidates(
    for type: any Command.Type
  ) -> (listed: [RegisteredHandler], fallbacks: [RegisteredHandler])
}

/// A handler, and the registration that can remove it again.
struct RegisteredHandler: Sendable {
  let registration: HandlerRegistration
  let handler: any CommandHandler
}

/// Names one `register(_:)` call, so the handler can be removed again (say,
/// when the plug-in that brought it unloads).
public struct HandlerRegistration: Hashable, Sendable {
  let number: Int
}
