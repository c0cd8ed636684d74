import BusSupport
import Foundation
import Testing

@testable import CommandBus

@Suite("Scheduling and delivery: work off the main actor, the outcome back on it")
@MainActor
struct DeliveryTests {
  let scheduler = ManualScheduler()
  let log = HandlerLog()

  @Test("Sending only queues the work: nothing runs until the scheduler runs it")
  func sendQueues() async {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(EchoHandler(log: log))
    let outcomes = Outcomes<String>()

    bus.send(EchoCommand("hi")) { outcomes.append($0) }

    #expect(scheduler.pendingWorkCount == 1)
    #expect(log.totalRuns == 0)
    #expect(outcomes.count == 0, "the completion must never run inside send")
    await scheduler.runUntilIdle()
    #expect(outcomes.values == ["hi"])
  }

  @Test("The handler runs off the main thread; the outcome waits for the main actor's turn")
  func threads() async {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(EchoHandler(log: log))
    let outcomes = Outcomes<String>()

    bus.send(EchoCommand("hi")) { outcomes.append($0) }
    await scheduler.startNext()?.value

    #expect(!log.everRanOnMainThread)
    #expect(outcomes.count == 0, "the work is done, but the sender hears on the main actor")
    #expect(scheduler.pendingDeliveryCount == 1)
    scheduler.deliverAll()
    #expect(outcomes.values == ["hi"])
  }

  @Test("With the app's TaskScheduler too: work off main, outcome on main")
  func taskScheduler() async throws {
    let bus = CommandBus(scheduler: TaskScheduler())
    bus.register(EchoHandler(log: log))

    let output = try await bus.execute(EchoCommand("real"))

    #expect(output == "real")
    #expect(!log.everRanOnMainThread)
  }

  @Test("The completion gets the sender back, typed, and the bus keeps it only weakly")
  func senderIsWeak() async {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(EchoHandler(log: log))
    let kept = Sender()
    let gone = WeakReference<Sender>()
    do {
      let closed = Sender()
      gone.object = closed
      bus.send(EchoCommand("lost"), from: closed) { $0.results.append($1) }
    }
    bus.send(EchoCommand("kept"), from: kept) { $0.results.append($1) }
    await scheduler.runUntilIdle()

    #expect(gone.object == nil, "a closed screen must not be kept alive by its command")
    #expect(kept.results.compactMap { try? $0.get() } == ["kept"])
  }

  @Test("Each result reaches only the sender that issued it")
  func ownResultOnly() async {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(EchoHandler(log: log))
    let first = Sender()
    let second = Sender()

    bus.send(EchoCommand("one"), from: first) { $0.results.append($1) }
    bus.send(EchoCommand("two"), from: second) { $0.results.append($1) }
    await scheduler.runUntilIdle()

    #expect(first.results.compactMap { try? $0.get() } == ["one"])
    #expect(second.results.compactMap { try? $0.get() } == ["two"])
  }

  @Test("A command whose identifier is already on the bus is refused; the first still runs")
  func duplicateRefused() async {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(EchoHandler(log: log))
    let id = CommandID("same")
    let outcomes = Outcomes<String>()

    bus.send(EchoCommand("first", id: id)) { outcomes.append($0) }
    bus.send(EchoCommand("second", id: id)) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(log.runs(of: id) == 1)
    #expect(outcomes.values == ["first"])
    #expect(outcomes.errors.first as? CommandError == .duplicate(id))
  }

  @Test("The bus reports each step to its event log")
  func eventLog() async {
    let events = Locked<[CommandBusEvent]>([])
    let bus = CommandBus(scheduler: scheduler) { event in events.withLock { $0.append(event) } }
    bus.register(EchoHandler(log: log))

    bus.send(EchoCommand("hi"))
    await scheduler.runUntilIdle()

    #expect(
      events.withLock { $0 } == [
        .routed(command: "EchoCommand", handler: "EchoHandler", byIndex: true),
        .started(command: "EchoCommand", handler: "EchoHandler", onMainThread: false),
        .delivered(command: "EchoCommand", succeeded: true),
      ])
  }
}
