import RecoveryBus
import RecoveryWork

/// The feed and the inbox, fetched together.
struct Everything: Sendable, Hashable {
  let videos: [Video]
  let messages: [Message]
}

/// A home screen's refresh, in async code: the feed and the inbox at the
/// same time, as two children of a task group. Each child awaits its own
/// command, through the listeners: if both need a login, the login
/// listener holds both behind one login screen and re-sends both. The
/// group returns once both have come back, or throws the first failure
/// a listener did not take or gave up on.
func refreshEverything(on bus: CommandBus) async throws -> Everything {
  try await withThrowingTaskGroup(of: Everything.self) { group in
    group.addTask { Everything(videos: try await bus.execute(FeedCommand()), messages: []) }
    group.addTask { Everything(videos: [], messages: try await bus.execute(InboxCommand())) }
    var videos: [Video] = []
    var messages: [Message] = []
    for try await part in group {
      videos += part.videos
      messages += part.messages
    }
    return Everything(videos: videos, messages: messages)
  }
}
