import BusSupport
import Testing

@testable import CommandBus

@Suite("Cancellation: the sender hears .cancelled once, and the work stops")
@MainActor
struct CancellationTests {
  let scheduler = ManualScheduler()
  let transport = FakeTransport()
  let credentials = Credentials(token: "t1")

  @Test("Cancelled before it ran: the handler never runs")
  func beforeRunning() async {
    let log = HandlerLog()
    let bus = CommandBus(scheduler: scheduler)
    bus.register(EchoHandler(log: log))
    let outcomes = Outcomes<String>()

    let ticket = bus.send(EchoCommand("x")) { outcomes.append($0) }
    ticket.cancel()
    ticket.cancel()
    await scheduler.runUntilIdle()

    #expect(log.totalRuns == 0)
    #expect(outcomes.count == 1)
    #expect(outcomes.errors.first as? CommandError == .cancelled)
  }

  @Test("Cancelled while waiting for the server: the request is cancelled too")
  func whileRunning() async {
    let bus = networkBus(transport: transport, credentials: credentials, scheduler: scheduler)
    transport.script("/feed", .hold)
    let outcomes = Outcomes<[Video]>()

    let ticket = bus.send(FeedCommand()) { outcomes.append($0) }
    let work = scheduler.startNext()
    await transport.waitForRequests(1)
    ticket.cancel()
    await work?.value
    await scheduler.runUntilIdle()

    #expect(transport.heldRequests.isEmpty, "the held request should have been cancelled")
    #expect(outcomes.count == 1)
    #expect(outcomes.errors.first as? CommandError == .cancelled)
  }

  @Test("Cancelled after it finished: nothing changes")
  func afterFinishing() async {
    let log = HandlerLog()
    let bus = CommandBus(scheduler: scheduler)
    bus.register(EchoHandler(log: log))
    let outcomes = Outcomes<String>()

    let ticket = bus.send(EchoCommand("x")) { outcomes.append($0) }
    await scheduler.runUntilIdle()
    ticket.cancel()
    await scheduler.runUntilIdle()

    #expect(outcomes.values == ["x"])
    #expect(outcomes.count == 1)
  }

  @Test("Cancelling the task that awaits execute(_:) cancels the command")
  func asyncCancellation() async {
    let bus = networkBus(transport: transport, credentials: credentials, scheduler: scheduler)
    transport.script("/feed", .hold)

    let caller = Task { try await bus.execute(FeedCommand()) }
    await scheduler.waitForWork()
    let work = scheduler.startNext()
    await transport.waitForRequests(1)
    caller.cancel()
    await work?.value
    await scheduler.runUntilIdle()

    await #expect(throws: CommandError.cancelled) { try await caller.value }
  }
}
