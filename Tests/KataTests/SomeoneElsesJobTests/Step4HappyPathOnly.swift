import Testing

@testable import SomeoneElsesJob

@Suite("4. The screens keep only their happy path")
@MainActor
struct Step4 {
  let scene = AppScene()

  @Test("The screens know nothing about interstitials")
  func screensHoldNoInterstitials() {
    for screen in [scene.feed, scene.inbox] as [AnyObject] {
      let name = String(describing: type(of: screen))
      #expect(
        interstitialProperties(of: screen).isEmpty,
        """
        \(name) still keeps \(interstitialProperties(of: screen).joined(separator: ", ")). \
        Login and network errors are the listeners' job: delete the screen's error \
        handling (and its init parameter), keep success and a plain failure.
        """)
    }
  }

  @Test("Both screens need a login: one login screen, then both show their data")
  func oneLoginForBothScreens() async {
    scene.transport.script("/feed", .respond(200, feedJSON("Otters")))
    scene.transport.script("/inbox", .respond(200, inboxJSON))

    scene.feed.refreshControl.pull()
    scene.inbox.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    #expect(
      scene.interstitials.presented == [.login],
      """
      Two screens needed a login and the app presented \(scene.interstitials.presented). \
      In AppDelegate, add a LoginNeededListener (and a NetworkErrorListener) to the bus, \
      sharing one InterstitialQueue, and pass the login screen's buttons to it.
      """)

    scene.appDelegate.credentials.token = "t1"
    scene.appDelegate.loginScreenDidLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.feed.videos.map(\.title) == ["Otters"] && scene.inbox.messages.count == 1,
      "After the login, both screens should show their data, from their own commands.")
    #expect(scene.interstitials.onScreen.isEmpty, "The login screen should be gone.")
  }

  @Test("Offline: one prompt; Retry brings the feed, and the screen never showed an error")
  func retryFromThePrompt() async {
    scene.appDelegate.credentials.token = "t1"
    scene.transport.script("/feed", .fail, .respond(200, feedJSON("Otters")))

    scene.feed.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    #expect(
      scene.feed.statusLabel.text == "Refreshing...",
      """
      The feed says "\(scene.feed.statusLabel.text)" while the prompt is up: the \
      listener, not the screen, deals with the failure.
      """)
    scene.appDelegate.networkPromptDidChooseRetry()
    await scene.scheduler.runUntilIdle()

    #expect(scene.feed.videos.count == 1, "After Retry, the feed should show the video.")
  }

  @Test("A network prompt and a login: never two interstitials on screen at once")
  func oneAtATime() async {
    scene.appDelegate.credentials.token = "t1"
    scene.transport.script("/feed", .fail, .respond(200, feedJSON("Otters")))
    scene.transport.script("/inbox", .respond(401, ""), .respond(200, inboxJSON))

    scene.feed.refreshControl.pull()
    scene.inbox.refreshControl.pull()
    await scene.scheduler.runUntilIdle()
    scene.appDelegate.networkPromptDidChooseRetry()
    await scene.scheduler.runUntilIdle()
    scene.appDelegate.credentials.token = "t2"
    scene.appDelegate.loginScreenDidLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(
      scene.interstitials.mostOnScreenAtOnce == 1,
      """
      At one point \(scene.interstitials.mostOnScreenAtOnce) interstitials were on screen \
      together. Both listeners should show theirs through the same InterstitialQueue.
      """)
    #expect(
      scene.feed.videos.count == 1 && scene.inbox.messages.count == 1,
      "Once the prompt and the login are dealt with, both screens show their data.")
  }
}
