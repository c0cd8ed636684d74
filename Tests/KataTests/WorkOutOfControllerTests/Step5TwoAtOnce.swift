import BusSupport
import Foundation
import Testing

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

/// Step 5 with more than one caller, with work the scheduler calls off, and
/// with a caller that must not keep the thread busy while it waits.
extension Step5 {
  @Test("Two awaited logins at once, the newer answered first: each caller gets its own")
  func twoAwaitsOutOfOrder() async {
    let logins = HeldLogins()
    let bus = bareBus(scheduler, logins)
    let ana = Awaited { try await bus.execute(LoginCommand(username: "ana", password: "1")) }
    let bo = Awaited { try await bus.execute(LoginCommand(username: "bo", password: "2")) }
    ana.runUntilIdle()
    bo.runUntilIdle()
    let first = scheduler.startNext()
    let second = scheduler.startNext()
    guard first != nil, second != nil else {
      Issue.record("Two logins were awaited, and the scheduler had no work for both.")
      return
    }
    await logins.waitForHeld(2)

    logins.answer("bo")
    await second?.value
    scheduler.deliverAll()
    ana.runUntilIdle()
    bo.runUntilIdle()
    let early = (ana: ana.outcome.map(Self.name), bo: bo.outcome.map(Self.name))
    logins.answer("ana")
    await first?.value
    scheduler.deliverAll()
    ana.runUntilIdle()
    bo.runUntilIdle()

    #expect(
      early.ana == nil && early.bo == "bo",
      """
      Ana and bo awaited their logins at once, and the server answered bo first. Then \
      ana's call had returned \(early.ana ?? "nothing") and bo's \(early.bo ?? "nothing"): \
      bo's session went to a caller who did not send it. Look at how execute(_:) finds \
      the caller of a result.
      """)
    #expect(
      ana.outcome.map(Self.name) == "ana" && bo.outcome.map(Self.name) == "bo",
      """
      Once both were answered, ana's call returned \(ana.outcome.map(Self.name) ?? "nothing") \
      and bo's \(bo.outcome.map(Self.name) ?? "nothing"), instead of each its own session. \
      Look at how execute(_:) finds the caller of a result.
      """)
  }

  @Test("Two awaited logins at once, answered in the order sent: each caller gets its own")
  func twoAwaitsInOrder() async {
    let logins = HeldLogins()
    let bus = bareBus(scheduler, logins)
    let ana = Awaited { try await bus.execute(LoginCommand(username: "ana", password: "1")) }
    let bo = Awaited { try await bus.execute(LoginCommand(username: "bo", password: "2")) }
    ana.runUntilIdle()
    bo.runUntilIdle()
    let first = scheduler.startNext()
    let second = scheduler.startNext()
    guard first != nil, second != nil else {
      Issue.record("Two logins were awaited, and the scheduler had no work for both.")
      return
    }
    await logins.waitForHeld(2)

    logins.answer("ana")
    await first?.value
    scheduler.deliverAll()
    ana.runUntilIdle()
    bo.runUntilIdle()
    let early = (ana: ana.outcome.map(Self.name), bo: bo.outcome.map(Self.name))
    logins.answer("bo")
    await second?.value
    scheduler.deliverAll()
    ana.runUntilIdle()
    bo.runUntilIdle()

    #expect(
      early.ana == "ana" && early.bo == nil,
      """
      Ana and bo awaited their logins at once, and the server answered ana first. Then \
      ana's call had returned \(early.ana ?? "nothing") and bo's \(early.bo ?? "nothing"), \
      instead of ana's call returning ana's session and bo's still waiting. Look at how \
      execute(_:) keeps more than one waiting caller, and finds the caller of a result.
      """)
    #expect(
      ana.outcome.map(Self.name) == "ana" && bo.outcome.map(Self.name) == "bo",
      """
      Once both were answered, ana's call returned \(ana.outcome.map(Self.name) ?? "nothing") \
      and bo's \(bo.outcome.map(Self.name) ?? "nothing"), instead of each its own session. \
      Look at how execute(_:) keeps more than one waiting caller.
      """)
  }

  @Test("An awaited command whose work the scheduler cancels still returns")
  func cancelledWorkStillAnswers() async throws {
    let holder = HoldingHandler()
    let bus = bareBus(scheduler, holder)
    let awaited = Awaited { try await bus.execute(LoginCommand(username: "ana", password: "1")) }
    awaited.runUntilIdle()
    guard let work = scheduler.startNext() else {
      Issue.record("A login was awaited, and the scheduler had no work to run.")
      return
    }
    let events = holder.events
    let watcher = Task {
      await work.value
      events.fire("work ended")
    }
    await events.waitForAny(of: ["entered", "work ended"])
    work.cancel()
    holder.release()
    await watcher.value
    scheduler.deliverAll()
    awaited.runUntilIdle()

    let outcome = try #require(
      awaited.outcome,
      """
      The scheduler cancelled an awaited login's work, and the call never returned: the \
      caller waits for ever. Look at what the bus tells a sender whose work was called \
      off, and what wakes execute(_:).
      """)
    #expect(
      outcome.error != nil,
      """
      The scheduler cancelled an awaited login's work, and the call returned \(said(outcome)) \
      instead of throwing. Look at what the bus tells a sender whose work was called off.
      """)
  }

  @Test("While its command waits, an awaited call leaves the thread idle")
  func waitsWithoutPolling() async throws {
    let spy = SpyHandler("echo", accepts: { $0 is EchoCommand }, output: { _ in "quiet" })
    let bus = bareBus(scheduler, spy)
    let awaited = Awaited { try await bus.execute(EchoCommand(text: "quiet")) }

    let idle = awaited.runUntilIdle()
    await scheduler.runUntilIdle()
    awaited.runUntilIdle()

    #expect(
      idle,
      """
      While its command waited for the scheduler, the awaited call kept running: \
      thousands of turns, each looking whether the result had come. A waiting caller \
      should cost nothing until it is woken. Look at how execute(_:) waits.
      """)
    let outcome = try #require(awaited.outcome, "The awaited call never returned.")
    #expect(
      (try? outcome.get()) == "quiet",
      "The awaited call returned \(said(outcome)) instead of \"quiet\".")
  }

  /// The name in an awaited login's session, or what it threw.
  static func name(_ outcome: Result<UserSession, any Error>) -> String {
    (try? outcome.get().name) ?? "\(said(outcome))"
  }
}
