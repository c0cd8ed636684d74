import BusSupport
import Foundation
import Testing

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

@Suite("5. Async code awaits a command: execute returns what send delivers")
@MainActor
struct Step5 {
  let transport = FakeTransport()
  let scheduler = ProbeScheduler()

  @Test("execute returns the handler's output, from work the scheduler ran once")
  func returnsTheOutput() async throws {
    let spy = SpyHandler("login", accepts: { $0 is LoginCommand }, output: sessionFor)
    let bus = bareBus(scheduler, spy)

    let awaited = Awaited { try await bus.execute(LoginCommand(username: "ana", password: "x")) }
    awaited.runUntilIdle()
    await scheduler.runUntilIdle()
    awaited.runUntilIdle()

    let outcome = try #require(
      awaited.outcome,
      """
      An awaited login never returned, though the bus ran it and delivered its result: \
      the caller waits for ever. Look at what execute(_:) waits for, and who wakes it.
      """)
    #expect(
      (try? outcome.get())?.name == "ana",
      """
      An awaited login returned \(said(outcome)) instead of the session its handler gave. Look \
      at what execute(_:) hands back.
      """)
    #expect(
      spy.commandsRun == ["LoginCommand"] && spy.ranOnlyInScheduledWork,
      """
      For one awaited login the handler ran \(times(spy.commandsRun.count))\
      \(spy.ranOnlyInScheduledWork ? "" : ", some outside the scheduler's work"), instead \
      of once, in work the scheduler started. Look at which of the bus's ways to run a \
      command execute(_:) uses.
      """)
  }

  @Test("A failed command is thrown: the handler's error, or no answer from the network")
  func throwsTheFailure() async throws {
    let spy = SpyHandler("no", accepts: { $0 is LoginCommand }, output: { _ in throw SpyFailure() })
    let failingBus = bareBus(scheduler, spy)
    let failing = Awaited {
      try await failingBus.execute(LoginCommand(username: "ana", password: "x"))
    }
    transport.script("/ping", .fail)
    let offlineBus = bareBus(scheduler, NetworkHandler(transport: transport))
    let offline = Awaited { try await offlineBus.execute(PingCommand()) }
    failing.runUntilIdle()
    offline.runUntilIdle()
    await scheduler.runUntilIdle()
    failing.runUntilIdle()
    offline.runUntilIdle()

    let failure = try #require(
      failing.outcome,
      """
      An awaited command failed, and execute(_:) never returned: the caller waits for \
      ever. Look at what execute(_:) does when the result is a failure.
      """)
    #expect(
      failure.error is SpyFailure,
      """
      An awaited command whose handler threw "the spy said no" gave \(failure) instead of \
      throwing that error. Look at what execute(_:) does with a failure.
      """)
    let noAnswer = try #require(
      offline.outcome,
      """
      An awaited command got no answer from the network, and execute(_:) never returned: \
      the caller waits for ever. Look at what execute(_:) does with a failure.
      """)
    #expect(
      noAnswer.error as? NetworkError == .offline,
      """
      An awaited command got no answer from the network and gave \(noAnswer) instead of \
      throwing NetworkError.offline. Look at what execute(_:) does with a failure.
      """)
  }

  @Test("A command nobody handles throws noHandler, not a crash and not a wait")
  func noHandlerIsThrown() async throws {
    let bus = bareBus(scheduler)
    let awaited = Awaited { try await bus.execute(OrphanCommand()) }
    awaited.runUntilIdle()
    await scheduler.runUntilIdle()
    awaited.runUntilIdle()

    let outcome = try #require(
      awaited.outcome,
      """
      An awaited command that nobody handles never returned: the caller waits for ever. \
      Look at what execute(_:) does with a failure.
      """)
    #expect(
      outcome.error as? CommandBusError == .noHandler(command: "OrphanCommand"),
      """
      An awaited command that nobody handles gave \(said(outcome)) instead of throwing \
      CommandBusError.noHandler. Look at what execute(_:) does with a failure.
      """)
  }

  @Test("The result comes back through send's delivery, once, and not before")
  func resumedOnceByTheDelivery() async throws {
    let spy = SpyHandler(
      "echo", accepts: { $0 is EchoCommand }, output: { ($0 as? EchoCommand)?.text ?? "" })
    let bus = bareBus(scheduler, spy)
    let awaited = Awaited { try await bus.execute(EchoCommand(text: "hello")) }

    awaited.runUntilIdle()
    #expect(
      awaited.outcome == nil && spy.commands.isEmpty && scheduler.pendingWorkCount == 1,
      """
      Before the scheduler ran anything, the awaited command had run \
      \(times(spy.commands.count)), \(awaited.outcome == nil ? "not returned" : "returned") \
      and left \(counted(scheduler.pendingWorkCount, "piece")) of work for the scheduler: it \
      should \
      wait for the scheduler, like any command sent on the bus. Look at which of the \
      bus's ways to run a command execute(_:) uses.
      """)
    await scheduler.startNext()?.value
    awaited.runUntilIdle()
    #expect(
      awaited.outcome == nil && scheduler.pendingDeliveryCount == 1,
      """
      The awaited command returned as soon as its work ended, before the scheduler \
      delivered the result to the main actor: it went around the delivery. Look at what \
      wakes execute(_:).
      """)

    scheduler.deliverAll()
    awaited.runUntilIdle()
    let outcome = try #require(
      awaited.outcome,
      """
      The bus delivered the result, and the awaited command never returned. Look at \
      what wakes execute(_:).
      """)
    #expect(
      (try? outcome.get()) == "hello",
      """
      The awaited command returned \(said(outcome)) instead of \"hello\". Look at what execute(_:) \
      hands back.
      """
    )
    #expect(
      spy.commands.count == 1 && scheduler.pendingWorkCount == 0,
      """
      One awaited command ran \(times(spy.commands.count)). Look at how many ways \
      execute(_:) runs it.
      """)
  }
}
