import ClipsBus

/// A command that talks to the server. It knows only what is its own:
/// which request to make, and how to read the answer.
protocol NetworkCommand: Command {
  func makeRequest() throws -> NetworkRequest
  func parse(_ response: NetworkResponse) throws -> Output
}

/// Runs every network command: the plumbing, written once. It sends the
/// command's request over the transport, turns "no answer" and server
/// errors into `NetworkError`s, and lets the command parse the rest.
public struct NetworkHandler: CommandHandler {
  let transport: any Transport

  public init(transport: any Transport) {
    self.transport = transport
  }

  public func canHandle(_ command: any Command) -> Bool {
    command is any NetworkCommand
  }

  public func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    guard let command = command as? any NetworkCommand else {
      throw CommandBusError.noHandler(command: String(describing: type(of: command)))
    }
    return try await send(command)
  }

  private func send<C: NetworkCommand>(_ command: C) async throws -> C.Output {
    let request = try command.makeRequest()
    let response: NetworkResponse
    do {
      response = try await transport.send(request)
    } catch {
      throw NetworkError.offline
    }
    if response.status >= 500 { throw NetworkError.server(status: response.status) }
    return try command.parse(response)
  }
}
