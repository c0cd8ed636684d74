/// Logs in, and keeps the session: a handler with state of its own.
///
/// The session is the actor's to guard: only code running on this actor
/// reads or writes it, one piece at a time, with no lock. (The token also
/// goes into the shared `Credentials`, which the network plumbing signs
/// every later request with.)
public actor LoginActor: CommandActor {
  /// The last session a login returned, or nil.
  public private(set) var session: UserSession?

  private let network: NetworkHandler
  private let credentials: Credentials

  public init(network: NetworkHandler, credentials: Credentials) {
    self.network = network
    self.credentials = credentials
  }

  public func handle(_ login: LoginCommand, on bus: AsyncCommandBus) async throws
    -> UserSession
  {
    let session = try await network.send(login)
    self.session = session
    credentials.token = session.token
    return session
  }
}
