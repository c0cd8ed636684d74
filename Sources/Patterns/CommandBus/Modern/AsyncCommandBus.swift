/// The command bus in today's Swift: a screen writes
///
///     let session = try await bus.execute(LoginCommand(username: u, password: p))
///
/// and gets the command's output, already parsed, or an error thrown.
///
/// Much of what `Core/` builds by hand comes with the language here. The
/// caller awaits, so there is no completion to call and no sender to hold
/// weakly; a function returns once, so "exactly once" needs no gate; each
/// handler is an actor that runs off the main actor, so there is no
/// scheduler; the bus is an actor too, so its table needs no lock.
///
/// What it leaves out is the point of comparison: nothing stands between
/// the handler and the caller, so no failure listener can hold a command
/// back and retry it, and no journal writes it down. And the work belongs
/// to the awaiting task: cancel the task and the command is cancelled too.
public actor AsyncCommandBus {
  /// One handler per command type, filed under that type.
  private var handlers: [ObjectIdentifier: any CommandActor] = [:]

  public init() {}

  /// Files `handler` under the command type it takes, replacing any handler
  /// that took it before. Handlers can be added at any time (a plug-in
  /// loading); commands executed after this call go to it.
  public func register<Handler: CommandActor>(_ handler: Handler) {
    handlers[ObjectIdentifier(Handler.Handled.self)] = handler
  }

  /// Runs `command` through its handler and returns its output, or throws
  /// the handler's error. A command nobody takes throws
  /// `CommandError.noHandler`: reported to the caller, never a crash.
  public func execute<C: Command>(_ command: C) async throws -> C.Output {
    guard let handler = handlers[ObjectIdentifier(C.self)] as? any CommandActor<C> else {
      throw CommandError.noHandler(command: C.commandName)
    }
    return try await handler.handle(command, on: self)
  }
}
