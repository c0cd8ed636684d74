/// Runs one type of network command: the plumbing of `Network/`, composed
/// into an actor, so the feed and the inbox each get a handler of the same
/// shape (`NetworkActor<FeedCommand>`, `NetworkActor<InboxCommand>`).
///
/// It keeps no state of its own, and is an actor all the same: every
/// handler then has one shape, and one that gains state (a cache of pages)
/// needs no lock added.
public actor NetworkActor<Handled: NetworkCommand>: CommandActor {
  private let network: NetworkHandler

  public init(network: NetworkHandler) {
    self.network = network
  }

  public func handle(_ command: Handled, on bus: AsyncCommandBus) async throws
    -> Handled.Output
  {
    try await network.send(command)
  }
}
