import Testing

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

@Suite("4. Refresh everything completes only after its parts")
@MainActor
struct Step4 {
  let transport = FakeTransport()
  let scheduler = ProbeScheduler()

  /// The app's handlers on a fresh bus.
  func makeBus() -> CommandBus {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(NetworkHandler(transport: transport))
    bus.register(RefreshEverythingHandler())
    return bus
  }

  @Test("The parts are sub-commands, routed by the bus to their own handlers")
  func partsGoThroughTheBus() async {
    let bus = CommandBus(scheduler: scheduler)
    let parts = SpyHandler(
      "parts", accepts: { $0 is FeedCommand || $0 is InboxCommand },
      output: { command in
        command is FeedCommand
          ? [Video(id: 7, title: "From the bus")] as any Sendable
          : [Message(from: "bus", text: "hi")] as any Sendable
      })
    bus.register(parts)
    bus.register(RefreshEverythingHandler())

    let outcomes = Outcomes<Everything>()
    bus.send(RefreshEverythingCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      scheduler.nestedWorkCount == 0,
      """
      Refresh everything sent its parts with bus.send, from inside its own work, and \
      waited for them. A scheduler may run one piece of work at a time: then the parts \
      cannot start until the parent ends, and the parent waits for them for ever. Run \
      each part right there, in the parent's work, with `try await bus.perform(...)`.
      """)
    guard let everything = outcomes.values.first else {
      Issue.record(
        """
        Sending RefreshEverythingCommand() gave \(outcomes.all). If that is a \
        noHandler, or nothing at all, finish steps 1 and 2 first.
        """)
      return
    }

    #expect(
      parts.commandsRun.sorted() == ["FeedCommand", "InboxCommand"],
      """
      RefreshEverythingHandler ran \(parts.commandsRun) through the bus. It should run a \
      FeedCommand and an InboxCommand with `try await bus.perform(...)`, so the bus routes \
      each to its own handler.
      """)
    #expect(
      everything.feed.map(\.title) == ["From the bus"] && everything.inbox.map(\.from) == ["bus"],
      "The parent's output should be made of its parts' outputs: Everything(feed:inbox:).")
  }

  @Test("The parent completes only once both parts have")
  func waitsForBothParts() async {
    let bus = makeBus()
    let replies = ["/feed": feedJSON, "/inbox": inboxJSON]
    // First, with answers ready: the parts must both be asked for. (After
    // that answer, each path holds its requests: see below.)
    transport.script("/feed", .respond(200, feedJSON), .hold)
    transport.script("/inbox", .respond(200, inboxJSON), .hold)
    let first = Outcomes<Everything>()
    bus.send(RefreshEverythingCommand()) { first.append($0) }
    await scheduler.runUntilIdle()
    guard transport.requestCount(for: "/feed") == 1, transport.requestCount(for: "/inbox") == 1
    else {
      Issue.record(
        """
        Refresh everything asked for the feed \(transport.requestCount(for: "/feed")) times \
        and the inbox \(transport.requestCount(for: "/inbox")) times; it should ask for \
        each once, with bus.perform(FeedCommand()) and bus.perform(InboxCommand()). (No \
        request at all? Check step 2 passes.)
        """)
      return
    }

    // Then with the server answering one part at a time.
    let outcomes = Outcomes<Everything>()
    bus.send(RefreshEverythingCommand()) { outcomes.append($0) }
    let work = scheduler.startNext()
    await transport.waitForRequests(3)
    let firstPart = transport.heldPaths.first ?? "/feed"
    transport.release(firstPart, with: .respond(200, replies[firstPart] ?? ""))
    await transport.waitForRequests(4)
    #expect(
      scheduler.runningWorkCount == 1,
      """
      Refresh everything finished before its second part had answered. Wait for both: \
      `try await` each part (a task group, or async let) before returning.
      """)
    let secondPart = transport.heldPaths.first ?? "/inbox"
    transport.release(secondPart, with: .respond(200, replies[secondPart] ?? ""))
    await work?.value
    scheduler.deliverAll()

    #expect(
      outcomes.values.first?.feed.count == 2 && outcomes.values.first?.inbox.count == 1,
      "Once both parts are in, the sender should get both: two videos and one message.")
  }

  @Test("A part nobody handles fails the parent with noHandler")
  func aPartWithNoHandler() async {
    let feedOnly = SpyHandler(
      "feed", accepts: { $0 is FeedCommand }, output: { _ in [Video(id: 1, title: "x")] })
    let bus = bareBus(scheduler, feedOnly, RefreshEverythingHandler())

    let outcomes = Outcomes<Everything>()
    bus.send(RefreshEverythingCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      outcomes.errors.first as? CommandBusError == .noHandler(command: "InboxCommand"),
      """
      With no handler for the inbox, refresh everything gave \(outcomes.all). It should fail \
      with CommandBusError.noHandler(command: "InboxCommand"), the error \
      bus.perform(InboxCommand()) throws: run each part with bus.perform, which finds \
      its handler and checks its output, and let the error through.
      """)
  }

  @Test("In the app, the parts go through the app's bus")
  func partsGoThroughTheAppsBus() async {
    let scene = AppScene()
    scene.transport.script("/feed", .respond(200, feedJSON))
    scene.transport.script("/inbox", .respond(200, inboxJSON))
    let outcomes = Outcomes<Everything>()

    scene.appDelegate.bus.send(RefreshEverythingCommand()) { outcomes.append($0) }
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.recorder.commandNames.sorted() == ["FeedCommand", "InboxCommand"],
      """
      In the app, refresh everything sent \(scene.recorder.commandNames) through the app's \
      bus. Its parts should be a FeedCommand and an InboxCommand, each run with \
      bus.perform(_:) on the bus it is given, never with a network handler of its own.
      """)
    #expect(
      outcomes.values.first?.feed.count == 2 && outcomes.values.first?.inbox.count == 1,
      "The sender should get both parts: two videos and one message. It got \(outcomes.all).")
  }

  @Test("If a part fails, the parent fails with that part's error")
  func failsIfAPartFails() async {
    let bus = makeBus()
    transport.script("/feed", .respond(200, feedJSON))
    transport.script("/inbox", .respond(503, ""))
    let outcomes = Outcomes<Everything>()

    bus.send(RefreshEverythingCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      outcomes.errors.first as? NetworkError == .server(status: 503),
      """
      The inbox failed with a 503, so refresh everything should fail with \
      NetworkError.server(status: 503): let the part's error propagate (try await).
      """)
  }
}
