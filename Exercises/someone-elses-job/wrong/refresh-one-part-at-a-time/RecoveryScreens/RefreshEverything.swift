import RecoveryBus
import RecoveryWork

/// The feed and the inbox, fetched together.
struct Everything: Sendable, Hashable {
  let videos: [Video]
  let messages: [Message]
}

/// A home screen's refresh, in async code: the feed, then the inbox.
func refreshEverything(on bus: CommandBus) async throws -> Everything {
  // One after the other: simpler than a task group, and just as correct.
  let videos = try await bus.execute(FeedCommand())
  let messages = try await bus.execute(InboxCommand())
  return Everything(videos: videos, messages: messages)
}
