import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 3, Cancel: a failure that arrives while the prompt leaves is
/// answered like the ones before it.
extension Step3 {
  @Test("A failure that arrives while the prompt leaves after Cancel reaches its sender too")
  func failureWhileLeavingAfterAbort() async {
    // The user chooses Cancel; while the prompt leaves, another command
    // comes back: no network for it either.
    let (early, late) = await scene.failureWhileLeaving(.offline) { listener.abort() }

    #expect(
      early.errors == [.offline] && late.errors == [.offline],
      """
      A second command found no network while the prompt was on its way out after \
      Cancel. Once it had gone, the first sender had heard \(early.heard) and the second \
      \(late.heard), instead of the offline error, once each: the second sender hears \
      nothing and its spinner turns for ever. Look at when abort() takes the waiting \
      commands.
      """)
    #expect(
      listener.waiting.isEmpty && scene.interstitials.onScreen.isEmpty,
      """
      After Cancel the prompt has gone, and the listener still holds \
      \(counted(listener.waiting.count, "command")) with \(scene.interstitials.onScreen) on \
      screen, instead of nothing left waiting. Look at when abort() takes the waiting \
      commands.
      """)
  }
}
