/// Refreshes the feed and the inbox together: a command made of
/// sub-commands. It completes only when both parts have, and fails if
/// either fails (see `RefreshEverythingHandler`).
public struct RefreshEverythingCommand: Command {
  public typealias Output = Everything

  public let id: CommandID

  public init(id: CommandID = CommandID()) {
    self.id = id
  }

  public static var isJournaled: Bool { false }
}
