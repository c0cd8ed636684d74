/// `execute(_:)`, for a screen written in async code, which awaits a
/// command's result instead of passing a completion:
///
///     let videos = try await bus.execute(FeedCommand())
///
/// It is `send(_:completion:)` with the completion resuming a checked
/// continuation, so nothing about failures changes: the listeners see a
/// failure first, a command that needed a login returns later, after the
/// login, and the caller throws only what no listener took, or what one
/// gave up on. `send` calls its completion once, so the continuation is
/// resumed once.
extension CommandBus {
  func execute<C: Command>(_ command: C) async throws -> C.Output {
    try await withCheckedThrowingContinuation { continuation in
      send(command) { result in continuation.resume(with: result) }
    }
  }
}

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
