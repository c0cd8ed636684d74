import HeadlessKit

/// Clips again, on the async bus: each screen awaits its command.
///
/// 1. A login returns its session: no completion, no sender held.
/// 2. A like nobody handles yet throws `noHandler`, caught by the screen.
/// 3. Refresh everything runs two sub-commands in a task group; then again
///    with a slow feed and a failing inbox: the inbox's error ends the
///    parent, and the feed is cancelled, not left running.
/// 4. The trap: a plug-in registers the likes; a screen closes while its
///    like is on the way, its task is cancelled, and the like with it.
///    The classic bus would have finished the like after the screen went.
///
/// The transport holds the requests the demo must order, and the demo
/// waits for them to arrive, so the trace is the same on every run.
@MainActor
public enum AsyncCommandBusDemo {
  public static func run() async -> Trace {
    let trace = Trace()
    let transport = FakeTransport()
    let credentials = Credentials()
    let network = NetworkHandler(
      transport: transport, credentials: credentials,
      commands: [FeedCommand.self, InboxCommand.self, LikeCommand.self])
    let bus = AsyncCommandBus()

    trace.note("Launch: the bus and each handler are actors, one per command type.")
    await bus.register(LoginActor(network: network, credentials: credentials))
    await bus.register(NetworkActor<FeedCommand>(network: network))
    await bus.register(NetworkActor<InboxCommand>(network: network))
    await bus.register(RefreshEverythingActor())

    trace.note("The login screen calls try await bus.execute(login): no completion.")
    transport.script("/login", .respond(200, #"{"name":"ana","token":"t1"}"#))
    let login = await outcome {
      try await bus.execute(LoginCommand(username: "ana", password: "x"))
    }
    trace.record("LoginScreen", "awaits LoginCommand: \(describe(login))")

    trace.note("A like, before any handler takes likes: thrown, not a crash.")
    let orphan = await outcome { try await bus.execute(LikeCommand(videoID: 1)) }
    trace.record("FeedScreen", "awaits LikeCommand: \(describe(orphan))")

    trace.note("Refresh everything: the feed and the inbox in a task group.")
    transport.script("/feed", .respond(200, #"[{"id":1,"title":"Bread, slowly"}]"#), .hold)
    transport.script("/inbox", .respond(200, #"[{"from":"bo","text":"hi"}]"#), .hold)
    let everything = await outcome { try await bus.execute(RefreshEverythingCommand()) }
    trace.record("HomeScreen", "awaits RefreshEverything: \(describe(everything))")

    trace.note("Again; the feed is slow and the inbox fails with a 503.")
    let refresh = Task { try await bus.execute(RefreshEverythingCommand()) }
    await transport.waitForRequests(transport.requests.count + 2)
    trace.record("FakeTransport", "holds \(paths(of: transport.heldRequests))")
    transport.release("/inbox", with: .respond(503, ""))
    let failed = await refresh.result
    trace.record("HomeScreen", "awaits RefreshEverything: \(describe(failed))")
    trace.record("FakeTransport", "holds \(paths(of: transport.heldRequests)): feed cancelled")

    trace.note("A plug-in registers the likes. The feed screen likes a video,")
    trace.note("and closes before the server answers: its task is cancelled.")
    await bus.register(NetworkActor<LikeCommand>(network: network))
    transport.script("/videos/2/like", .hold)
    let like = Task { try await bus.execute(LikeCommand(videoID: 2)) }
    await transport.waitForRequests(transport.requests.count + 1)
    like.cancel()
    trace.record("FeedScreen", "awaits LikeCommand: \(describe(await like.result))")
    trace.note("The like went with the screen's task. A classic bus runs it to the")
    trace.note("end and drops only the answer; here, start it in a Task of its own.")
    return trace
  }

  private static func outcome<T: Sendable>(
    _ body: () async throws -> T
  ) async -> Result<T, any Error> {
    do {
      return .success(try await body())
    } catch {
      return .failure(error)
    }
  }

  private static func describe<T>(_ result: Result<T, any Error>) -> String {
    switch result {
    case .success(let session as UserSession): "returns \(session.name)'s session"
    case .success(let all as Everything):
      "returns \(all.feed.count) video(s), \(all.inbox.count) message(s)"
    case .success(let value): "returns \(value)"
    case .failure(is CancellationError): "throws CancellationError"
    case .failure(let error): "throws \"\(error)\""
    }
  }

  private static func paths(of requests: [NetworkRequest]) -> String {
    requests.isEmpty ? "nothing" : requests.map(\.path).sorted().joined(separator: ", ")
  }
}
