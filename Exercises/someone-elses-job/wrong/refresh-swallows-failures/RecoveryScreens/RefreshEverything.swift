import RecoveryBus
import RecoveryWork

/// The feed and the inbox, fetched together.
struct Everything: Sendable, Hashable {
  let videos: [Video]
  let messages: [Message]
}

/// A home screen's refresh, in async code: the feed and the inbox at the
/// same time, keeping whatever arrived.
func refreshEverything(on bus: CommandBus) async throws -> Everything {
  try await withThrowingTaskGroup(of: Everything.self) { group in
    // A part that failed was shown to the user by its listener already:
    // show what did arrive rather than nothing.
    group.addTask {
      Everything(videos: (try? await bus.execute(FeedCommand())) ?? [], messages: [])
    }
    group.addTask {
      Everything(videos: [], messages: (try? await bus.execute(InboxCommand())) ?? [])
    }
    var videos: [Video] = []
    var messages: [Message] = []
    for try await part in group {
      videos += part.videos
      messages += part.messages
    }
    return Everything(videos: videos, messages: messages)
  }
}
