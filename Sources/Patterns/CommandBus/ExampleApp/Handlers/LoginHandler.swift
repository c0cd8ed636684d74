/// Logs in, and keeps the session for every later request.
///
/// Composition at work: it does not repeat the network plumbing, and does
/// not inherit it either. It *has* a `NetworkHandler`, lets it send the
/// login, then stores the token in the shared `Credentials` that the same
/// network handler signs every other request with.
public struct LoginHandler: CommandHandler {
  public var commandTypes: [any Command.Type] { [LoginCommand.self] }

  private let network: NetworkHandler
  private let credentials: Credentials

  public init(network: NetworkHandler, credentials: Credentials) {
    self.network = network
    self.credentials = credentials
  }

  public func execute(_ command: any Command, in context: CommandContext) async throws
    -> any Sendable
  {
    guard let login = command as? LoginCommand else {
      throw CommandError.noHandler(command: command.commandName)
    }
    let session = try await network.send(login)
    credentials.token = session.token
    return session
  }
}
