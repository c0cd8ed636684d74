/// What a handler is told besides the command: which command it is running,
/// and the bus it runs on.
///
/// The bus makes one for every run. Through it a handler can run
/// sub-commands inside the current one (`execute(_:)` and `executeAll(_:)`,
/// in `SubCommands/`), without holding on to the bus itself.
public struct CommandContext: Sendable {
  /// The command being run (for a sub-command, the sub-command).
  public let commandID: CommandID

  let bus: CommandBus
}
