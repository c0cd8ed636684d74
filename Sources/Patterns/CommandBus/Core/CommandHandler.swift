/// Runs commands: "can you handle this?" and "execute it".
///
/// A handler holds the general plumbing (a transport, credentials, a store)
/// and reuses it for every command it takes; what is specific to one
/// command lives in the command. Handlers are composed, not inherited: a
/// login handler *has* a network handler, and a test hands the network
/// handler a fake transport.
///
/// A handler lists the command types it takes in `commandTypes`, and
/// `canHandle(_:)` is asked only of the handlers listed under the command's
/// type, so it can still say no to one particular command (say, one from a
/// plug-in's newer format). A handler that lists no types is a fallback,
/// asked about every command no listed handler took; keep those rare, as
/// the bus must ask each one in turn. The first handler that says yes runs
/// the command, and no other does (see `CommandBus.route(_:)`).
public protocol CommandHandler: Sendable {
  /// The command types this handler takes. Empty makes it a fallback,
  /// asked about every command no handler listed for its type took.
  var commandTypes: [any Command.Type] { get }

  /// Whether this handler takes this particular command. Defaults to yes.
  func canHandle(_ command: any Command) -> Bool

  /// Does the work, off the main actor, and returns the command's `Output`
  /// (the bus checks the type and hands it to the sender), or throws.
  ///
  /// Check for cancellation at your suspension points (or await things
  /// that do, such as a transport): a cancelled command's sender has
  /// already been told, and the work should stop.
  func execute(_ command: any Command, in context: CommandContext) async throws -> any Sendable
}

extension CommandHandler {
  public func canHandle(_ command: any Command) -> Bool { true }

  /// A short name for traces: the handler's type.
  var handlerName: String { String(describing: type(of: self)) }
}

/// What a handler is told besides the command: which command it is running,
/// and the bus it runs on. The bus makes one for every run. Through it a
/// handler can run sub-commands inside the current one (`execute(_:)` and
/// `executeAll(_:)`, in `SubCommands/`), without holding on to the bus.
public struct CommandContext: Sendable {
  /// The command being run (for a sub-command, the sub-command).
  public let commandID: CommandID

  let bus: CommandBus
}
