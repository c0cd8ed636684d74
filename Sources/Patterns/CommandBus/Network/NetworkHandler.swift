/// Runs network commands: the general plumbing, written once.
///
/// For each command it checks the user is logged in (if the command needs
/// it), signs the command's request with the token, sends it over the
/// injected `Transport`, and judges the outcome from both the transport's
/// error and the HTTP status. Only then does the command parse the body.
///
/// It is composed, not subclassed: a handler that needs the network (see
/// the example app's `LoginHandler`) holds one of these, and a test gives
/// it a fake transport. No command, handler or screen knows which.
public struct NetworkHandler: CommandHandler {
  public let commandTypes: [any Command.Type]
  private let transport: any Transport
  private let credentials: Credentials

  /// A handler for `commands`, over `transport`, signing with `credentials`.
  public init(
    transport: any Transport, credentials: Credentials, commands: [any NetworkCommand.Type]
  ) {
    self.transport = transport
    self.credentials = credentials
    self.commandTypes = commands
  }

  public func canHandle(_ command: any Command) -> Bool {
    command is any NetworkCommand
  }

  public func execute(_ command: any Command, in context: CommandContext) async throws
    -> any Sendable
  {
    guard let command = command as? any NetworkCommand else {
      throw CommandError.noHandler(command: command.commandName)
    }
    return try await send(command)
  }

  /// Sends one network command and returns its parsed output.
  public func send<C: NetworkCommand>(_ command: C) async throws -> C.Output {
    var request = try command.makeRequest()
    if command.requiresLogin {
      guard let token = credentials.token else { throw NetworkError.loginNeeded }
      request.headers["Authorization"] = "Bearer \(token)"
    }
    request.headers["Idempotency-Key"] = command.id.rawValue
    let response: NetworkResponse
    do {
      response = try await transport.send(request)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      throw NetworkError.offline
    }
    if response.status == 401, command.requiresLogin {
      credentials.token = nil
      throw NetworkError.loginNeeded
    }
    if response.status >= 500 { throw NetworkError.server(status: response.status) }
    return try command.parse(response)
  }
}
