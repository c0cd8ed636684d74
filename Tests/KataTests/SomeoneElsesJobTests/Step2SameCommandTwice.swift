import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 2, identity: the login listener waits for failures, not for
/// commands. One command value sent by two senders fails twice, and each
/// failure has its own sender to answer.
extension Step2 {
  @Test("One command sent by two senders while a login is needed: after it, both hear")
  func sameCommandTwoSenders() async {
    scene.transport.script("/feed", .respond(200, feedJSON("first")))
    scene.transport.script("/feed", .respond(200, feedJSON("second")))
    let command = FeedCommand()
    let first = Outcomes<[Video]>()
    let second = Outcomes<[Video]>()
    scene.bus.send(command) { first.append($0) }
    scene.bus.send(command) { second.append($0) }
    await scene.scheduler.runUntilIdle()
    #expect(
      listener.waiting.count == 2,
      """
      Two senders sent the same command while nobody was logged in, so it failed \
      twice, and the login listener holds \(counted(listener.waiting.count, "failure")) instead \
      of both: each one has a sender of its own waiting for it. Look at what the \
      login listener keeps when it takes a failure.
      """)

    scene.credentials.token = "t2"
    listener.didLogIn()
    await scene.scheduler.runUntilIdle()
    #expect(
      first.values.count == 1 && first.all.count == 1
        && second.values.count == 1 && second.all.count == 1,
      """
      Two senders sent the same command while a login was needed. After the login, \
      the first sender heard \(counted(first.all.count, "outcome")) and the second \
      \(second.all.count), instead of the feed, once each: a sender that hears \
      nothing waits for ever. Look at what the login listener keeps when it takes a \
      failure.
      """)
  }
}
