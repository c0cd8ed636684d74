import ClipsBus

/// A command that talks to the server. It knows only what is its own:
/// which request to make, and how to read the answer.
protocol NetworkCommand: Command {
  func makeRequest() throws -> NetworkRequest
  func parse(_ response: NetworkResponse) throws -> Output
}

/// Will run every network command: the plumbing, written once.
///
/// A sketch: it takes no command yet. The plumbing it should hold (send the
/// request, tell "no answer" and server errors apart) is still copied into
/// each screen.
public struct NetworkHandler: CommandHandler {
  let transport: any Transport

  public init(transport: any Transport) {
    self.transport = transport
  }

  public func canHandle(_ command: any Command) -> Bool {
    false
  }

  public func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    throw CommandBusError.noHandler(command: String(describing: type(of: command)))
  }
}
