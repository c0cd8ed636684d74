import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 4 beyond the two screens of today: a screen written tomorrow gets
/// the app's logins and retries for free, whatever command it sends.
extension Step4 {
  @Test("A command neither screen sends gets the same login screen, or the same prompt")
  func commandsOfAnyKind() async {
    let cases: [(NetworkError, String?, Interstitial, String, @MainActor (AppDelegate) -> Void)] = [
      (
        .loginNeeded, nil, .login, "logged in",
        { app in
          app.credentials.token = "t1"
          app.loginScreenDidLogIn()
        }
      ),
      (.offline, "t1", .networkError, "chose Retry", { $0.networkPromptDidChooseRetry() }),
    ]
    for (error, token, interstitial, answer, choose) in cases {
      let scene = AppScene()
      scene.appDelegate.credentials.token = token
      scene.appDelegate.bus.register(FlakyHandler(failing: [error]))
      let outcomes = Outcomes<String>()

      scene.appDelegate.bus.send(FlakyCommand(answer: "tomorrow")) { outcomes.append($0) }
      await scene.scheduler.runUntilIdle()
      #expect(
        scene.interstitials.onScreen == [interstitial] && outcomes.all.isEmpty,
        """
        A command of a kind neither the feed nor the inbox sends (a screen written \
        tomorrow, say) failed in the app with \(error). The app shows \
        \(scene.interstitials.onScreen) and its sender heard \(outcomes.heard), instead of \
        \(interstitial) with the command waiting behind it: the app's listeners serve \
        every command on its bus. Look at who hears a failed command in the app: \
        AppDelegate's init.
        """)

      choose(scene.appDelegate)
      await scene.scheduler.runUntilIdle()
      #expect(
        outcomes.values == ["tomorrow"] && outcomes.all.count == 1,
        """
        A command of a kind neither screen sends failed with \(error), and once the user \
        \(answer) its sender heard \(outcomes.heard) instead of its own answer, once. Look \
        at who hears a failed command in the app: AppDelegate's init.
        """)
    }
  }
}
