/// Runs "refresh everything" as two sub-commands, at the same time.
///
/// A task group makes them children of this command's task: the handler
/// cannot return before both are done; the first to fail cancels the other
/// and its error becomes this command's; cancelling this command cancels
/// both. The bus routes each child to its own handler.
///
/// (Why not `async let`? Its values are awaited in the order written, so a
/// failing inbox would wait for a slow feed before anyone heard of it. A
/// group hands back results, and errors, in the order they happen.)
public struct RefreshEverythingHandler: CommandHandler {
  public var commandTypes: [any Command.Type] { [RefreshEverythingCommand.self] }

  public init() {}

  /// One child's output.
  private enum Part: Sendable {
    case feed([Video])
    case inbox([Message])
  }

  public func execute(_ command: any Command, in context: CommandContext) async throws
    -> any Sendable
  {
    try await withThrowingTaskGroup(of: Part.self) { group in
      group.addTask { .feed(try await context.execute(FeedCommand())) }
      group.addTask { .inbox(try await context.execute(InboxCommand())) }
      var feed: [Video] = []
      var inbox: [Message] = []
      for try await part in group {
        switch part {
        case .feed(let videos): feed = videos
        case .inbox(let messages): inbox = messages
        }
      }
      return Everything(feed: feed, inbox: inbox)
    }
  }
}
