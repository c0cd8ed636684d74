import Testing

@testable import SomeoneElsesJob

@Suite("1. A failed command goes to the failure listeners before its sender")
@MainActor
struct Step1 {
  let scheduler = ManualScheduler()
  let bus: CommandBus

  init() {
    bus = CommandBus(scheduler: scheduler)
  }

  @Test("A listener that takes a failure keeps it from the sender")
  func listenerTakesIt() async {
    bus.register(FlakyHandler(failing: [.offline]))
    let listener = SpyListener { _ in true }
    bus.addFailureListener(listener)
    let outcomes = Outcomes<String>()
    let command = FlakyCommand()

    bus.send(command) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      listener.offered.count == 1,
      """
      The listener was offered \(listener.offered.count) failures instead of 1. In send, \
      when the result is a failure, build a FailedCommand and call offer(_:) before \
      telling the sender; in offer(_:), ask each listener in turn.
      """)
    #expect(
      listener.offered.first?.command.id == command.id
        && listener.offered.first?.error as? NetworkError == .offline,
      "The FailedCommand should carry the command that failed and its error.")
    #expect(
      outcomes.all.isEmpty,
      "The listener took the failure, so the sender should hear nothing (yet).")
  }

  @Test("A listener that passes lets the sender hear the error")
  func listenerPasses() async {
    bus.register(FlakyHandler(failing: [.unreadable]))
    let listener = SpyListener { _ in false }
    bus.addFailureListener(listener)
    let outcomes = Outcomes<String>()

    bus.send(FlakyCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      outcomes.errors == [.unreadable],
      """
      No listener took the failure, so the sender should hear it, once. (offer(_:) returns \
      true only if a listener returned true.)
      """)
  }

  @Test("retry() sends the same command again, and its sender hears the outcome once")
  func retry() async throws {
    let handler = FlakyHandler(failing: [.offline])
    bus.register(handler)
    let listener = SpyListener { _ in true }
    bus.addFailureListener(listener)
    let outcomes = Outcomes<String>()
    let command = FlakyCommand()
    bus.send(command) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    let failure = try #require(
      listener.offered.first, "The listener was never offered the failure: see the first test.")
    failure.retry()
    await scheduler.runUntilIdle()

    #expect(
      handler.runs == [command.id, command.id],
      """
      After retry() the handler should have run the same command (same id) twice: the \
      FailedCommand's resend should send `command` again, with the same completion.
      """)
    #expect(outcomes.values == ["done"], "After a successful retry, the sender hears \"done\".")
  }

  @Test("fail() tells the sender the error")
  func fail() async throws {
    bus.register(FlakyHandler(failing: [.offline]))
    let listener = SpyListener { _ in true }
    bus.addFailureListener(listener)
    let outcomes = Outcomes<String>()
    bus.send(FlakyCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    let failure = try #require(
      listener.offered.first, "The listener was never offered the failure: see the first test.")
    failure.fail()

    #expect(
      outcomes.errors == [.offline],
      "After fail(), the sender should hear the original error: report it to `completion`.")
  }

  @Test("Successes go straight to the sender")
  func successesSkipListeners() async {
    bus.register(FlakyHandler(failing: []))
    let listener = SpyListener { _ in true }
    bus.addFailureListener(listener)
    let outcomes = Outcomes<String>()

    bus.send(FlakyCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(listener.offered.isEmpty, "Only failures are offered to listeners.")
    #expect(outcomes.values == ["done"], "A success goes to the sender, as before.")
  }
}
