/// "Refresh everything" as two sub-commands in a task group, each sent with
/// `bus.execute`, the same call a screen makes.
///
/// The group gives sub-commands their rules: this handler cannot return
/// before both children have; the first child to throw ends the loop, and
/// leaving the group cancels the other child and waits for it; cancelling
/// the caller cancels both. (`async let` would await the feed first, so a
/// failed inbox would wait for a slow feed before anyone heard.)
public actor RefreshEverythingActor: CommandActor {
  public init() {}

  public func handle(_ command: RefreshEverythingCommand, on bus: AsyncCommandBus)
    async throws -> Everything
  {
    try await withThrowingTaskGroup(of: Everything.self) { group in
      group.addTask { Everything(feed: try await bus.execute(FeedCommand()), inbox: []) }
      group.addTask { Everything(feed: [], inbox: try await bus.execute(InboxCommand())) }
      var feed: [Video] = []
      var inbox: [Message] = []
      for try await part in group {
        feed += part.feed
        inbox += part.inbox
      }
      return Everything(feed: feed, inbox: inbox)
    }
  }
}
