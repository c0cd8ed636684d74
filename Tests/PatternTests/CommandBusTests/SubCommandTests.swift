import BusSupport
import Testing

@testable import CommandBus

@Suite("Sub-commands: a parent completes only when all its children have")
@MainActor
struct SubCommandTests {
  let scheduler = ManualScheduler()
  let transport = FakeTransport()
  let credentials = Credentials(token: "t1")

  @Test("Refresh everything waits for both parts, then returns both, parsed")
  func waitsForAllChildren() async throws {
    let events = Locked<[CommandBusEvent]>([])
    let bus = CommandBus(scheduler: scheduler) { event in events.withLock { $0.append(event) } }
    bus.register(
      NetworkHandler(
        transport: transport, credentials: credentials,
        commands: [FeedCommand.self, InboxCommand.self]))
    bus.register(RefreshEverythingHandler())
    transport.script("/feed", .hold)
    transport.script("/inbox", .hold)
    let outcomes = Outcomes<Everything>()

    bus.send(RefreshEverythingCommand()) { outcomes.append($0) }
    let work = scheduler.startNext()
    await transport.waitForRequests(2)
    transport.release("/inbox", with: .respond(200, #"[{"from":"bo","text":"hi"}]"#))
    #expect(scheduler.runningWorkCount == 1, "the parent must still wait for the feed")

    transport.release("/feed", with: .respond(200, feedJSON("Otters")))
    await work?.value
    await scheduler.runUntilIdle()

    let everything = try #require(outcomes.values.first)
    #expect(everything.feed.map(\.title) == ["Otters"])
    #expect(everything.inbox.map(\.from) == ["bo"])
    let children = events.withLock { $0 }.compactMap { event -> String? in
      guard case .child(let command, _, let handler) = event else { return nil }
      return "\(command) -> \(handler)"
    }
    #expect(
      Set(children) == ["FeedCommand -> NetworkHandler", "InboxCommand -> NetworkHandler"])
  }

  @Test("If one part fails, the parent fails with its error and the other part is cancelled")
  func oneFailureFailsTheParent() async {
    let bus = networkBus(transport: transport, credentials: credentials, scheduler: scheduler)
    transport.script("/feed", .hold)
    transport.script("/inbox", .hold)
    let outcomes = Outcomes<Everything>()

    bus.send(RefreshEverythingCommand()) { outcomes.append($0) }
    let work = scheduler.startNext()
    await transport.waitForRequests(2)
    transport.release("/inbox", with: .respond(500, ""))
    await work?.value
    await scheduler.runUntilIdle()

    #expect(outcomes.errors.first as? NetworkError == .server(status: 500))
    #expect(transport.heldRequests.isEmpty, "the feed request should have been cancelled")
  }

  @Test("Cancelling the parent cancels its children")
  func cancelReachesChildren() async {
    let bus = networkBus(transport: transport, credentials: credentials, scheduler: scheduler)
    transport.script("/feed", .hold)
    transport.script("/inbox", .hold)
    let outcomes = Outcomes<Everything>()

    let ticket = bus.send(RefreshEverythingCommand()) { outcomes.append($0) }
    let work = scheduler.startNext()
    await transport.waitForRequests(2)
    ticket.cancel()
    await work?.value
    await scheduler.runUntilIdle()

    #expect(transport.heldRequests.isEmpty)
    #expect(outcomes.errors.map { $0 as? CommandError } == [.cancelled])
  }

  @Test("executeAll runs children together and keeps their order")
  func executeAll() async throws {
    let log = HandlerLog()
    let bus = CommandBus(scheduler: scheduler)
    bus.register(EchoHandler(log: log))
    bus.register(FanOutHandler())
    let outcomes = Outcomes<[String]>()

    bus.send(FanOutCommand(words: ["a", "b", "c"])) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(outcomes.values == [["a", "b", "c"]])
    #expect(log.totalRuns == 3)
  }
}

/// A parent that echoes each of its words through a child command.
struct FanOutCommand: Command {
  typealias Output = [String]
  var id = CommandID()
  let words: [String]
}

struct FanOutHandler: CommandHandler {
  var commandTypes: [any Command.Type] { [FanOutCommand.self] }

  func execute(_ command: any Command, in context: CommandContext) async throws -> any Sendable {
    let words = (command as? FanOutCommand)?.words ?? []
    return try await context.executeAll(words.map { EchoCommand($0) })
  }
}
