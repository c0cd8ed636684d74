/// A handler in today's Swift: an actor that runs one type of command and
/// returns its output, typed.
///
/// The classic `CommandHandler` is asked "can you handle this?" and hands
/// back `any Sendable` for the bus to check. Here the question is answered
/// by the type: a handler says which command it takes (`Handled`), the bus
/// files it under that type, and `handle(_:on:)` returns exactly that
/// command's `Output`, so nothing is left to check at run time.
///
/// Why an actor: a handler that keeps state (a session, a cache) gets its
/// own serial executor for it, instead of a lock; and its work runs there,
/// off the main actor, with no scheduler to hand it to.
public protocol CommandActor<Handled>: Actor {
  associatedtype Handled: Command

  /// Does the work and returns the command's output, or throws. `bus` is
  /// there for sub-commands: `try await bus.execute(child)`.
  func handle(_ command: Handled, on bus: AsyncCommandBus) async throws -> Handled.Output
}
