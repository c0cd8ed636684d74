import BusSupport
import HeadlessKit
import Testing

@testable import CommandBus

/// The async bus: `try await bus.execute(command)`. What matters is at the
/// seam: what the caller gets back, which handler ran, and what happens to
/// the work when a child fails or the caller goes away.
@MainActor
@Suite("The async bus: execute returns the output, handlers are actors")
struct AsyncCommandBusTests {
  let transport = FakeTransport()
  let credentials = Credentials()
  let bus = AsyncCommandBus()

  var network: NetworkHandler {
    NetworkHandler(
      transport: transport, credentials: credentials,
      commands: [FeedCommand.self, InboxCommand.self, LikeCommand.self])
  }

  /// The bus with the feed, the inbox and refresh everything registered.
  func registerRefresh() async {
    await bus.register(NetworkActor<FeedCommand>(network: network))
    await bus.register(NetworkActor<InboxCommand>(network: network))
    await bus.register(RefreshEverythingActor())
  }

  @Test("execute returns the parsed output, and the handler actor keeps its state")
  func returnsTheOutput() async throws {
    let login = LoginActor(network: network, credentials: credentials)
    await bus.register(login)
    transport.script("/login", .respond(200, #"{"name":"ana","token":"t1"}"#))

    let session = try await bus.execute(LoginCommand(username: "ana", password: "x"))

    #expect(session == UserSession(name: "ana", token: "t1"))
    #expect(await login.session == session, "the actor keeps the session it returned")
    #expect(credentials.token == "t1")
  }

  @Test("A handler's error is thrown to the caller")
  func throwsTheHandlersError() async {
    await bus.register(LoginActor(network: network, credentials: credentials))
    transport.script("/login", .respond(401, ""))

    await #expect(throws: LoginError.wrongCredentials) {
      try await bus.execute(LoginCommand(username: "ana", password: "wrong"))
    }
  }

  @Test("A command nobody takes throws noHandler; a handler registered later takes it")
  func noHandlerIsThrown() async throws {
    await #expect(throws: CommandError.noHandler(command: "LikeCommand")) {
      try await bus.execute(LikeCommand(videoID: 1))
    }
    #expect(transport.requests.isEmpty, "nothing was sent for a command nobody took")

    await bus.register(NetworkActor<LikeCommand>(network: network))
    credentials.token = "t1"
    transport.script("/videos/1/like", .respond(200, "7"))
    #expect(try await bus.execute(LikeCommand(videoID: 1)) == 7)
  }

  @Test("Each command type goes to its own handler; a new one for a type replaces the old")
  func oneHandlerPerType() async throws {
    credentials.token = "t1"
    await bus.register(NetworkActor<FeedCommand>(network: network))
    transport.script("/feed", .respond(200, feedJSON("Otters")))
    transport.script("/inbox", .respond(200, "[]"))
    #expect(try await bus.execute(FeedCommand()).map(\.title) == ["Otters"])
    await #expect(throws: CommandError.noHandler(command: "InboxCommand")) {
      try await bus.execute(InboxCommand())
    }

    let other = FakeTransport()
    other.script("/feed", .respond(200, feedJSON("Bread")))
    let replacement = NetworkHandler(
      transport: other, credentials: credentials, commands: [FeedCommand.self])
    await bus.register(NetworkActor<FeedCommand>(network: replacement))
    #expect(try await bus.execute(FeedCommand()).map(\.title) == ["Bread"])
    #expect(transport.requestCount(for: "/feed") == 1)
  }

  @Test("Refresh everything returns only after both sub-commands have")
  func parentWaitsForEveryChild() async throws {
    credentials.token = "t1"
    await registerRefresh()
    transport.script("/feed", .hold)
    transport.script("/inbox", .hold)
    let finished = Locked(false)

    let refresh = Task {
      defer { finished.withLock { $0 = true } }
      return try await bus.execute(RefreshEverythingCommand())
    }
    await transport.waitForRequests(2)
    transport.release("/inbox", with: .respond(200, #"[{"from":"bo","text":"hi"}]"#))
    #expect(transport.heldRequests.map(\.path) == ["/feed"])
    #expect(!finished.withLock { $0 }, "the parent must still wait for the feed")

    transport.release("/feed", with: .respond(200, feedJSON("Otters")))
    let everything = try await refresh.value
    #expect(everything.feed.map(\.title) == ["Otters"])
    #expect(everything.inbox.map(\.from) == ["bo"])
  }

  @Test("One sub-command failing fails the parent, and the other is cancelled")
  func oneFailureCancelsTheRest() async {
    credentials.token = "t1"
    await registerRefresh()
    transport.script("/feed", .hold)
    transport.script("/inbox", .hold)

    let refresh = Task { try await bus.execute(RefreshEverythingCommand()) }
    await transport.waitForRequests(2)
    transport.release("/inbox", with: .respond(503, ""))

    await #expect(throws: NetworkError.server(status: 503)) { try await refresh.value }
    #expect(transport.heldRequests.isEmpty, "the feed was cancelled, not left waiting")
  }

  @Test("Cancelling the awaiting task cancels the command's work")
  func cancellingTheCallerCancelsTheWork() async {
    credentials.token = "t1"
    await bus.register(NetworkActor<LikeCommand>(network: network))
    transport.script("/videos/2/like", .hold)

    let like = Task { try await bus.execute(LikeCommand(videoID: 2)) }
    await transport.waitForRequests(1)
    like.cancel()

    await #expect(throws: CancellationError.self) { try await like.value }
    #expect(transport.heldRequests.isEmpty)
  }
}
