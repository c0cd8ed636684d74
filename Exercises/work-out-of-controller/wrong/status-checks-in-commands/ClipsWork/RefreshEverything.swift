import ClipsBus
import Foundation

/// Fetches the inbox.
struct InboxCommand: NetworkCommand {
  typealias Output = [Message]

  var id = CommandID()

  func makeRequest() throws -> NetworkRequest {
    NetworkRequest(path: "/inbox")
  }

  func parse(_ response: NetworkResponse) throws -> [Message] {
    if response.status >= 500 { throw NetworkError.server(status: response.status) }
    guard response.status == 200,
      let messages = try? JSONDecoder().decode([Message].self, from: response.body)
    else { throw NetworkError.unreadable }
    return messages
  }
}

/// Refreshes the feed and the inbox together.
struct RefreshEverythingCommand: Command {
  typealias Output = Everything

  var id = CommandID()
}

/// Runs "refresh everything" as two sub-commands, at the same time, through
/// the bus. A task group makes them children of this work: it cannot finish
/// before both have, and the first failure cancels the other and becomes
/// the parent's.
public struct RefreshEverythingHandler: CommandHandler {
  private enum Part: Sendable {
    case feed([Video])
    case inbox([Message])
  }

  public init() {}

  public func canHandle(_ command: any Command) -> Bool {
    command is RefreshEverythingCommand
  }

  public func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    try await withThrowingTaskGroup(of: Part.self) { group in
      group.addTask { .feed(try await bus.perform(FeedCommand())) }
      group.addTask { .inbox(try await bus.perform(InboxCommand())) }
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
