/// Refreshes the feed and the inbox together: a command made of
/// sub-commands. It completes only when both parts have, and fails if
/// either fails (see `RefreshEverythingHandler`). Not journaled: both
/// parts are reads.
public struct RefreshEverythingCommand: UnjournaledCommand {
  public typealias Output = Everything

  public let id: CommandID

  public init(id: CommandID = CommandID()) {
    self.id = id
  }
}
