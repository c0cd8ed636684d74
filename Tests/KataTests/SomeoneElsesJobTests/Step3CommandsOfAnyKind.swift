import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 3 beyond the feed and the inbox: Retry sends every waiting command
/// again, whatever its kind.
extension Step3 {
  @Test("Retry sends a command of any kind again, beside the feed")
  func commandsOfAnyKind() async {
    scene.bus.register(FlakyHandler(failing: [.offline]))
    scene.transport.script("/feed", .fail, .respond(200, feedJSON("back")))
    let feed = Outcomes<[Video]>()
    let other = Outcomes<String>()
    scene.bus.send(FeedCommand()) { feed.append($0) }
    scene.bus.send(FlakyCommand(answer: "other")) { other.append($0) }
    await scene.scheduler.runUntilIdle()

    listener.retry()
    await scene.scheduler.runUntilIdle()
    #expect(
      other.values == ["other"] && other.all.count == 1
        && feed.values.map { $0.map(\.title) } == [["back"]],
      """
      The feed and a command of another kind both found no network. After Retry, the \
      other command's sender heard \(other.heard) and the feed's \
      \(counted(feed.all.count, "outcome")), instead of each its own answer, once: Retry sends \
      every waiting command \
      again, as it is, whatever it is. Look at what retry() does with each waiting \
      command.
      """)
  }
}
