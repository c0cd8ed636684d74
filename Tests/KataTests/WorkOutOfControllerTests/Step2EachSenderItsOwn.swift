import Foundation
import Testing
@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

extension Step2 {
  @Test("Each sender hears its own result, once")
  func eachSenderHearsItsOwn() async {
    let bus = bareBus(
      scheduler, SpyHandler("login", accepts: { $0 is LoginCommand }, output: sessionFor))
    let ana = Outcomes<UserSession>()
    let bo = Outcomes<UserSession>()

    bus.send(LoginCommand(username: "ana", password: "1")) { ana.append($0) }
    bus.send(LoginCommand(username: "bo", password: "2")) { bo.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      ana.all.count == 1 && ana.values.map(\.name) == ["ana"],
      """
      Two logins were sent, ana's then bo's. Ana's sender heard \
      \(counted(ana.all.count, "result")) \
      (\(ana.values.map(\.name))) instead of her own session, once. Look at where the bus \
      keeps each send's completion.
      """)
    #expect(
      bo.all.count == 1 && bo.values.map(\.name) == ["bo"],
      """
      Bo's sender heard \(counted(bo.all.count, "result")) (\(bo.values.map(\.name))) instead of \
      his \
      own session, once, and nothing of ana's. Look at where the bus keeps each send's \
      completion.
      """)
  }

  @Test("Two logins at once, the newer answered first: each sender hears its own")
  func answersOutOfOrder() async {
    let logins = HeldLogins()
    let bus = bareBus(scheduler, logins)
    let ana = Outcomes<UserSession>()
    let bo = Outcomes<UserSession>()
    bus.send(LoginCommand(username: "ana", password: "1")) { ana.append($0) }
    bus.send(LoginCommand(username: "bo", password: "2")) { bo.append($0) }
    let first = scheduler.startNext()
    let second = scheduler.startNext()
    guard first != nil, second != nil else {
      Issue.record("Two logins were sent, and the scheduler had no work for both.")
      return
    }
    await logins.waitForHeld(2)

    logins.answer("bo")
    await second?.value
    scheduler.deliverAll()
    let early = (ana: ana.values.map(\.name), bo: bo.values.map(\.name))
    logins.answer("ana")
    await first?.value
    scheduler.deliverAll()

    #expect(
      early.ana.isEmpty && early.bo == ["bo"],
      """
      Ana then bo logged in at once, and the server answered bo first. Then ana's \
      sender had heard \(early.ana) and bo's \(early.bo): bo's session went to whoever \
      had waited longest, not to the one who sent it. Look at how the bus finds the \
      sender of a result.
      """)
    #expect(
      ana.values.map(\.name) == ["ana"] && bo.values.map(\.name) == ["bo"]
        && ana.all.count == 1 && bo.all.count == 1,
      """
      Once both were answered, ana's sender had heard \(ana.values.map(\.name)) and \
      bo's \(bo.values.map(\.name)); each should hear its own session, once. Look at how \
      the bus finds the sender of a result.
      """)
  }

  @Test("send(_:) reports a command nobody handles to its sender")
  func sendReportsNoHandler() async {
    let bus = CommandBus(scheduler: scheduler)
    let outcomes = Outcomes<String>()

    bus.send(OrphanCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      outcomes.all.count == 1
        && outcomes.errors.first as? CommandBusError == .noHandler(command: "OrphanCommand"),
      """
      A command nobody handles was sent, and its sender heard \(outcomes.heard); it should \
      hear CommandBusError.noHandler, once, or it waits for ever. Look at what the \
      scheduled work does when running the command fails.
      """)
  }
}
