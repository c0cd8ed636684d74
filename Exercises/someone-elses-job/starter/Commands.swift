import Foundation

// Provided: you do not need to edit this file.
//
// Commands, handlers and the network plumbing, as the last kata left them.

/// Names one command, so a retry can be told from a new command.
struct CommandID: Hashable, Codable, Sendable {
  let rawValue: String

  init() {
    rawValue = UUID().uuidString
  }
}

/// A request for work, and what it gives back (`Output`, already parsed).
protocol Command: Codable, Sendable {
  associatedtype Output: Sendable
  var id: CommandID { get }
}

/// Runs commands: "can you handle this?" and "execute it".
protocol CommandHandler: Sendable {
  func canHandle(_ command: any Command) -> Bool
  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable
}

/// A command that talks to the server: its request, and how to read the
/// answer.
protocol NetworkCommand: Command {
  func makeRequest() throws -> NetworkRequest
  func parse(_ response: NetworkResponse) throws -> Output
}

/// Runs every network command. It checks someone is logged in, sends the
/// request, and turns the outcome into a `NetworkError` when it is one:
/// `loginNeeded` with no token or on a 401, `offline` with no answer,
/// `server` on a 5xx.
struct NetworkHandler: CommandHandler {
  let transport: any Transport
  let credentials: Credentials

  func canHandle(_ command: any Command) -> Bool {
    command is any NetworkCommand
  }

  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    guard let command = command as? any NetworkCommand else { throw NetworkError.unreadable }
    return try await send(command)
  }

  private func send<C: NetworkCommand>(_ command: C) async throws -> C.Output {
    guard credentials.token != nil else { throw NetworkError.loginNeeded }
    let request = try command.makeRequest()
    let response: NetworkResponse
    do {
      response = try await transport.send(request)
    } catch {
      throw NetworkError.offline
    }
    if response.status == 401 {
      credentials.token = nil
      throw NetworkError.loginNeeded
    }
    if response.status >= 500 { throw NetworkError.server(status: response.status) }
    return try command.parse(response)
  }
}

/// Fetches a page of the video feed.
struct FeedCommand: NetworkCommand {
  typealias Output = [Video]

  var id = CommandID()
  var page = 1

  func makeRequest() throws -> NetworkRequest {
    NetworkRequest(path: page == 1 ? "/feed" : "/feed?page=\(page)")
  }

  func parse(_ response: NetworkResponse) throws -> [Video] {
    guard let videos = try? JSONDecoder().decode([Video].self, from: response.body) else {
      throw NetworkError.unreadable
    }
    return videos
  }
}

/// Fetches the inbox.
struct InboxCommand: NetworkCommand {
  typealias Output = [Message]

  var id = CommandID()

  func makeRequest() throws -> NetworkRequest {
    NetworkRequest(path: "/inbox")
  }

  func parse(_ response: NetworkResponse) throws -> [Message] {
    guard let messages = try? JSONDecoder().decode([Message].self, from: response.body) else {
      throw NetworkError.unreadable
    }
    return messages
  }
}
