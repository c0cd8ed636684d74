import Foundation
import Testing

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

/// Step 2's bus: the trip off the main actor and back, for every sender.
extension Step2 {
  @Test("send(_:) runs the work through the scheduler, then delivers on the main actor")
  func sendSchedulesAndDelivers() async throws {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(NetworkHandler(transport: transport))
    transport.script("/login", .respond(200, sessionJSON))
    let outcomes = Outcomes<UserSession>()

    bus.send(LoginCommand(username: "ana", password: "sesame")) { outcomes.append($0) }

    #expect(
      scheduler.pendingWorkCount == 1,
      """
      Right after send, the scheduler had \(counted(scheduler.pendingWorkCount, "piece")) of work \
      waiting instead of 1: the login did not wait for the scheduler, so the main actor \
      would wait for the network. Look at what send(_:completion:) does with the work.
      """)
    #expect(
      transport.requests.isEmpty,
      """
      The login reached the network (\(transport.requests)) before the scheduler ran \
      any work. Look at what send(_:completion:) does with the work.
      """)
    await scheduler.startNext()?.value
    #expect(
      transport.requests.count == 1,
      """
      The scheduler ran the work, and \(counted(transport.requests.count, "request")) reached the \
      network instead of one login. Look at the work send(_:completion:) schedules.
      """)
    #expect(
      outcomes.all.isEmpty,
      """
      The sender heard \(outcomes.heard) while the work was still off the main actor, \
      before any delivery ran. Look at how the result gets back to the sender.
      """)
    scheduler.deliverAll()
    #expect(
      outcomes.values.map(\.name) == ["ana"] && outcomes.all.count == 1,
      """
      Once the scheduler delivered, the sender had heard \(outcomes.heard) instead of ana's \
      session, once. Look at how the result gets back to the sender.
      """)
  }

  @Test("The handler runs inside the scheduled work; the completion inside a delivery")
  func workAndCompletionGoThroughTheScheduler() async {
    let spy = SpyHandler("login", accepts: { $0 is LoginCommand }, output: sessionFor)
    let bus = bareBus(scheduler, spy)
    let outcomes = Outcomes<UserSession>()

    bus.send(LoginCommand(username: "ana", password: "sesame")) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      spy.commandsRun == ["LoginCommand"] && spy.ranOnlyInScheduledWork,
      """
      The handler ran \(times(spy.commandsRun.count)), \
      \(spy.ranOnlyInScheduledWork ? "all inside" : "not always inside") the work the \
      scheduler started; it should run once, inside it, when the scheduler says so. \
      Look at where send(_:completion:) runs the command.
      """)
    #expect(
      outcomes.values.map(\.name) == ["ana"] && outcomes.outsideDeliveries == 0,
      """
      The sender heard \(outcomes.heard), \(outcomes.outsideDeliveries) of them outside \
      the scheduler's deliveries; it should hear its session once, when the scheduler \
      delivers, so the app decides when results come back. Look at how the result gets \
      back to the sender.
      """)
  }

  @Test("The handler runs as part of the scheduled work: cancelling that work cancels it")
  func handlerIsPartOfTheScheduledWork() async {
    let holder = HoldingHandler()
    let bus = bareBus(scheduler, holder)
    let outcomes = Outcomes<UserSession>()
    bus.send(LoginCommand(username: "ana", password: "sesame")) { outcomes.append($0) }
    guard let work = scheduler.startNext() else {
      Issue.record(
        """
        A login was sent and the scheduler had no work to run: the work went some other \
        way. Look at what send(_:completion:) does with the work.
        """)
      return
    }
    let events = holder.events
    let watcher = Task {
      await work.value
      events.fire("work ended")
    }

    await events.waitForAny(of: ["entered", "work ended"])
    work.cancel()
    await events.waitForAny(of: ["cancelled", "work ended"])

    let what = events.contains("entered") ? "went on regardless" : "never ran inside it"
    #expect(
      events.contains("cancelled"),
      """
      The scheduler cancelled the work it had started, and the handler running the \
      login \(what): the command runs in a task the scheduler can neither wait for nor \
      cancel. Look at how the work send(_:completion:) schedules runs the command.
      """)
    holder.release()
    await watcher.value
    scheduler.deliverAll()
    #expect(
      outcomes.all.count == 1 && outcomes.values.isEmpty,
      """
      The scheduler cancelled a login's work, and its sender heard \(outcomes.heard); it \
      should hear that the login failed, once: a sender that hears nothing waits for \
      ever. Look at what send(_:completion:) does when its work ends early.
      """)
  }

  @Test("Cancelling the work cancels the real network handler's request too")
  func cancellingTheWorkCancelsTheRequest() async {
    let network = CancellableTransport()
    let bus = bareBus(scheduler, NetworkHandler(transport: network))
    let outcomes = Outcomes<String>()
    bus.send(PingCommand()) { outcomes.append($0) }
    guard let work = scheduler.startNext() else {
      Issue.record("A command was sent and the scheduler had no work to run.")
      return
    }
    let events = network.events
    let watcher = Task {
      await work.value
      events.fire("work ended")
    }

    await events.waitForAny(of: ["sent", "work ended"])
    work.cancel()
    // A cancellation reaches the tasks under the one cancelled at once.
    let cancelled = events.contains("cancelled")
    network.answer()
    await watcher.value
    scheduler.deliverAll()

    #expect(
      cancelled,
      """
      The scheduler cancelled the work, and the request NetworkHandler had sent \
      \(events.contains("sent") ? "went on" : "was never sent") regardless: it was sent \
      from a task of its own, which no cancellation reaches, so a cancelled command \
      keeps the network busy. Look at how NetworkHandler waits for the transport.
      """)
    #expect(
      outcomes.all.count == 1,
      """
      The cancelled command's sender heard \(counted(outcomes.all.count, "outcome")) instead of one.
      """)
  }
}
