import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 2, giving up: a command that needs a login while the login screen
/// leaves hears the same answer as the ones before it.
extension Step2 {
  @Test("A command that needs a login while the screen leaves after giving up hears it too")
  func failureWhileLeavingAfterCancel() async {
    // The user gives up; while the login screen leaves, another command
    // comes back: it needs a login too.
    let (early, late) = await scene.failureWhileLeaving(.loginNeeded) {
      listener.didCancelLogIn()
    }

    #expect(
      early.errors == [.loginNeeded] && late.errors == [.loginNeeded],
      """
      A second command needed a login while the login screen was on its way out after \
      the user gave up. Once it had gone, the first sender had heard \(early.heard) and \
      the second \(late.heard), instead of loginNeeded, once each: the second sender \
      hears nothing and its spinner turns for ever. Look at when didCancelLogIn() \
      takes the waiting commands.
      """)
    #expect(
      listener.waiting.isEmpty && scene.interstitials.onScreen.isEmpty,
      """
      The user gave up and the login screen has gone, and the listener still holds \
      \(counted(listener.waiting.count, "command")) with \(scene.interstitials.onScreen) on \
      screen, instead of nothing left waiting. Look at when didCancelLogIn() takes the \
      waiting commands.
      """)
  }
}
