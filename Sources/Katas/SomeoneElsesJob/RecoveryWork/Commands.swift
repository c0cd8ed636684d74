import Foundation
import RecoveryBus

// Provided: you do not need to edit this file.
//
// The network commands and the handler that runs them, as the last kata
// left them.

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
public struct NetworkHandler: CommandHandler {
  let transport: any Transport
  let credentials: Credentials

  public init(transport: any Transport, credentials: Credentials) {
    self.transport = transport
    self.credentials = credentials
  }

  public func canHandle(_ command: any Command) -> Bool {
    command is any NetworkCommand
  }

  public func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
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
public struct FeedCommand: NetworkCommand {
  public typealias Output = [Video]

  public var id = CommandID()
  var page = 1

  public init(page: Int = 1) {
    self.page = page
  }

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
public struct InboxCommand: NetworkCommand {
  public typealias Output = [Message]

  public var id = CommandID()

  public init() {}

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
