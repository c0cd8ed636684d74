import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

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

  @Test("Listeners are asked in the order they were added, until one takes the failure")
  func firstTakerHasIt() async {
    bus.register(FlakyHandler(failing: [.offline]))
    let passes = SpyListener { _ in false }
    let takes = SpyListener { _ in true }
    let later = SpyListener { _ in true }
    bus.addFailureListener(passes)
    bus.addFailureListener(takes)
    bus.addFailureListener(later)
    let outcomes = Outcomes<String>()

    bus.send(FlakyCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      passes.offered.count == 1 && takes.offered.count == 1,
      """
      The first two listeners (the first passes, the second takes) were offered \
      \(passes.offered.count) and \(takes.offered.count) failures instead of 1 each. In \
      offer(_:), ask the listeners in the order they were added.
      """)
    #expect(
      later.offered.isEmpty,
      """
      A listener added after the one that took the failure was offered it too. Stop asking \
      as soon as one listener returns true: a failure has one listener in charge of it.
      """)
    #expect(outcomes.all.isEmpty, "A listener took the failure: the sender hears nothing yet.")
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

  @Test("A retried command that fails again goes to the listeners again")
  func retriedFailureIsOfferedAgain() async throws {
    let handler = FlakyHandler(failing: [.offline, .offline])
    bus.register(handler)
    let listener = SpyListener { _ in true }
    bus.addFailureListener(listener)
    let outcomes = Outcomes<String>()
    let command = FlakyCommand()
    bus.send(command) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    let first = try #require(
      listener.offered.first, "The listener was never offered the failure: see the first test.")
    first.retry()
    await scheduler.runUntilIdle()

    #expect(
      listener.offered.count == 2 && listener.offered.last?.command.id == command.id,
      """
      The retried command failed again, and the listener was offered \
      \(listener.offered.count) failures instead of 2. resend should send the command \
      through send(_:completion:) again, so a second failure takes the same way as the \
      first: listeners first.
      """)
    #expect(
      outcomes.all.isEmpty,
      """
      The listener took the second failure too, so the sender should still hear nothing; \
      it heard \(outcomes.all.count) outcomes.
      """)
    try #require(listener.offered.count == 2, "Without a second offer there is nothing to retry.")
    listener.offered[1].retry()
    await scheduler.runUntilIdle()
    #expect(outcomes.values == ["done"], "The third try worked: the sender hears \"done\", once.")
  }

  @Test("Each outcome goes to the sender of its own command, and to no one else")
  func ownSenderOnly() async throws {
    bus.register(FlakyHandler(failing: [.offline]))
    let listener = SpyListener { _ in true }
    bus.addFailureListener(listener)
    let first = Outcomes<String>()
    let second = Outcomes<String>()

    bus.send(FlakyCommand(answer: "first")) { first.append($0) }
    bus.send(FlakyCommand(answer: "second")) { second.append($0) }
    await scheduler.runUntilIdle()
    let failure = try #require(
      listener.offered.first, "The listener was never offered the failure: see the first test.")
    failure.retry()
    await scheduler.runUntilIdle()

    #expect(
      first.values == ["first"] && second.values == ["second"],
      """
      Two senders of the same kind of command should each hear their own answer, once: \
      the first heard \(first.values), the second \(second.values). Keep each command's \
      completion with that command (in the FailedCommand's closures), not in a list \
      shared by every command of its type.
      """)
  }

  @Test("Resolving a failed command twice is harmless")
  func resolvingTwice() async throws {
    let handler = FlakyHandler(failing: [.offline, .offline])
    bus.register(handler)
    let listener = SpyListener { _ in true }
    bus.addFailureListener(listener)
    let retried = Outcomes<String>()
    let failed = Outcomes<String>()
    bus.send(FlakyCommand()) { retried.append($0) }
    bus.send(FlakyCommand()) { failed.append($0) }
    await scheduler.runUntilIdle()
    try #require(
      listener.offered.count == 2,
      "Both commands should have failed and been offered: see the first test.")

    let retriedFailure = listener.offered[0]
    let failedFailure = listener.offered[1]
    retriedFailure.retry()
    retriedFailure.retry()
    retriedFailure.fail()
    failedFailure.fail()
    failedFailure.fail()
    failedFailure.retry()
    await scheduler.runUntilIdle()

    #expect(
      handler.runs.count == 3,
      """
      The handler ran \(handler.runs.count) times instead of 3 (two first tries, one \
      retry). A FailedCommand is resolved once: after retry() or fail(), later calls do \
      nothing (FailedCommand keeps isResolved for that).
      """)
    #expect(
      retried.all.count == 1 && retried.values == ["done"],
      """
      The retried command's sender should hear "done" once; it heard \
      \(retried.all.count) outcomes.
      """)
    #expect(
      failed.errors == [.offline] && failed.all.count == 1,
      """
      The failed command's sender should hear .offline once; it heard \
      \(failed.all.count) outcomes.
      """)
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
