import BusSupport
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
      Refresh everything put its parts on the scheduler, from inside its own work, and \
      waited for them. The app's scheduler may run one piece of work at a time: then the \
      parts cannot start until the parent ends, and the parent waits for them for ever. \
      Look at how RefreshEverythingHandler runs its parts.
      """)
    guard let everything = outcomes.values.first else {
      Issue.record(
        """
        Refresh everything was sent and its sender heard \(outcomes.heard) instead of the \
        feed and the inbox. (A noHandler, or nothing at all? Steps 1 and 2 come first.)
        """)
      return
    }

    #expect(
      parts.commandsRun.sorted() == ["FeedCommand", "InboxCommand"],
      """
      Refresh everything ran \(parts.commandsRun) through the bus, instead of one \
      FeedCommand and one InboxCommand, each routed by the bus to its own handler. Look \
      at how RefreshEverythingHandler runs its parts.
      """)
    #expect(
      everything.feed.map(\.title) == ["From the bus"] && everything.inbox.map(\.from) == ["bus"],
      """
      The parts' handlers answered with one video and one message, and refresh \
      everything gave \(inWords(everything)) instead. Look at what RefreshEverythingHandler \
      returns.
      """)
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
        For one refresh everything, the server was asked for the feed \
        \(times(transport.requestCount(for: "/feed"))) and for the inbox \
        \(times(transport.requestCount(for: "/inbox"))), instead of once each. Look at \
        how RefreshEverythingHandler runs its parts. (No request at all? Step 2 comes first.)
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
      Refresh everything finished as soon as \(firstPart) had answered, with the other \
      part still in flight: its sender hears before the refresh is done. Look at what \
      RefreshEverythingHandler waits for before it returns.
      """)
    let secondPart = transport.heldPaths.first ?? "/inbox"
    transport.release(secondPart, with: .respond(200, replies[secondPart] ?? ""))
    await work?.value
    scheduler.deliverAll()

    #expect(
      outcomes.values.first?.feed.count == 2 && outcomes.values.first?.inbox.count == 1,
      """
      Both parts answered (two videos, one message), and the sender heard \
      \(outcomes.heard). Look at what RefreshEverythingHandler returns.
      """)
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
      With no handler for the inbox, refresh everything gave \(outcomes.heard) instead of \
      failing with CommandBusError.noHandler(command: "InboxCommand"): a part nobody \
      handles became something else on the way. Look at how RefreshEverythingHandler \
      runs its parts, and what it does with their errors.
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
      In the app, refresh everything sent \(scene.recorder.commandNames) through the \
      app's bus, and the server got \(scene.transport.requests): the parts should go \
      through the bus the handler is given, and reach the server in no other way. Look \
      at how RefreshEverythingHandler runs its parts.
      """)
    #expect(
      outcomes.values.first?.feed.count == 2 && outcomes.values.first?.inbox.count == 1,
      """
      The server sent two videos and one message, and the sender heard \(outcomes.heard). \
      Look at what RefreshEverythingHandler returns.
      """)
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
      The inbox failed with a 503, and refresh everything gave \(outcomes.heard) instead \
      of failing with NetworkError.server(status: 503): half a refresh passed for a \
      whole one. Look at what RefreshEverythingHandler does with a part's error.
      """)
  }
}
