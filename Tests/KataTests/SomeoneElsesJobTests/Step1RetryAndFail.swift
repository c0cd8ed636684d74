import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 1's two ways out for a failure a listener took: retry, or fail.
extension Step1 {
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
      listener.offered.first,
      "A command failed, and the listener was never offered it. (See the first test.)")
    failure.retry()
    await scheduler.runUntilIdle()

    #expect(
      handler.runs == [command.id, command.id],
      """
      A listener retried a failed command, and the handler ran \
      \(counted(handler.runs.count, "command"))\
      \(Set(handler.runs).count > 1 ? ", not all the same one" : "") instead of \
      that command twice. Look at what retry() sends.
      """)
    #expect(
      outcomes.values == ["done"] && outcomes.all.count == 1,
      """
      The retry worked, and the sender heard \(outcomes.heard) instead of "done", once. \
      Look at where retry() sends the result.
      """)
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
      listener.offered.first,
      "A command failed, and the listener was never offered it. (See the first test.)")
    first.retry()
    await scheduler.runUntilIdle()

    #expect(
      listener.offered.count == 2 && listener.offered.last?.command.id == command.id,
      """
      A retried command failed again, and the listener had been offered \
      \(counted(listener.offered.count, "failure")) instead of 2: the second failure skipped the \
      listeners. Look at the way a retry goes.
      """)
    #expect(
      outcomes.all.isEmpty,
      """
      The listener took the second failure too, and the sender still heard \
      \(outcomes.heard). Look at the way a retry goes.
      """)
    try #require(
      listener.offered.count == 2,
      "The second failure was never offered, so there is nothing to retry again.")
    listener.offered[1].retry()
    await scheduler.runUntilIdle()
    #expect(
      outcomes.values == ["done"],
      """
      The third try worked, and the sender heard \(outcomes.heard) instead of "done", \
      once. Look at the way a retry goes.
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
      """
      Two commands failed, and the listener was offered \(listener.offered.count) of \
      them. (See the first test.)
      """)

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
      One failed command was retried twice then failed; another failed twice then \
      retried. The handler ran \(times(handler.runs.count)) instead of 3 (two first \
      tries, one retry): a failed command was let go of more than once. Look at what \
      retry() and fail() do the second time.
      """)
    #expect(
      retried.all.count == 1 && retried.values == ["done"],
      """
      The retried command's sender heard \(retried.heard) instead of "done", once. Look \
      at what retry() and fail() do the second time.
      """)
    #expect(
      failed.errors == [.offline] && failed.all.count == 1,
      """
      The failed command's sender heard \(failed.heard) instead of the offline error, \
      once. Look at what retry() and fail() do the second time.
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
      listener.offered.first,
      "A command failed, and the listener was never offered it. (See the first test.)")
    failure.fail()

    #expect(
      outcomes.errors == [.offline],
      """
      A listener gave up on a failed command, and its sender heard \(outcomes.heard) \
      instead of the command's own error (offline), once. Look at what fail() tells the \
      sender.
      """)
  }
}
