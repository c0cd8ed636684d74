import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 2 beyond the feed and the inbox: a login serves every command that
/// waited for it, whatever its kind.
extension Step2 {
  @Test("A command of any kind that needs a login waits beside the feed and is sent again")
  func commandsOfAnyKind() async {
    scene.bus.register(FlakyHandler(failing: [.loginNeeded]))
    scene.transport.script("/feed", .respond(200, feedJSON("p1")))
    let feed = Outcomes<[Video]>()
    let other = Outcomes<String>()
    scene.bus.send(FeedCommand()) { feed.append($0) }
    scene.bus.send(FlakyCommand(answer: "other")) { other.append($0) }
    await scene.scheduler.runUntilIdle()

    scene.credentials.token = "t2"
    listener.didLogIn()
    await scene.scheduler.runUntilIdle()
    #expect(
      other.values == ["other"] && other.all.count == 1 && feed.values.count == 1,
      """
      The feed and a command of another kind (not a request to the server of its own) \
      both needed a login. After the login, the other command's sender heard \
      \(other.heard) and the feed's \(counted(feed.all.count, "outcome")), instead of each its own \
      answer, once: a login serves every command that waited for it, whatever it is. \
      Look at what didLogIn() does with each waiting command.
      """)
  }
}
