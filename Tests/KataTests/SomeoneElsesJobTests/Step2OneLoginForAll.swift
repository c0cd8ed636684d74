import Testing

@testable import SomeoneElsesJob

@Suite("2. Commands that need a login wait behind one login, then are sent again")
@MainActor
struct Step2 {
  let scene = ListenerScene(token: nil)
  let listener: LoginNeededListener

  init() {
    listener = LoginNeededListener(interstitials: scene.queue)
    scene.bus.addFailureListener(listener)
  }

  /// Sends three feed commands (pages 1 to 3), each with its own outcomes.
  func sendThreePages() async -> [Outcomes<[Video]>] {
    let pages = (1...3).map { _ in Outcomes<[Video]>() }
    for (index, outcomes) in pages.enumerated() {
      let page = index + 1
      scene.transport.script(
        page == 1 ? "/feed" : "/feed?page=\(page)", .respond(200, feedJSON("p\(page)")))
      scene.bus.send(FeedCommand(page: page)) { outcomes.append($0) }
    }
    await scene.scheduler.runUntilIdle()
    return pages
  }

  @Test("Three commands needing a login: the listener takes all three and asks for one login")
  func oneLoginScreen() async {
    let pages = await sendThreePages()

    #expect(
      listener.waiting.count == 3,
      """
      The listener holds \(listener.waiting.count) commands instead of 3. In \
      commandBus(_:didFail:), take failures whose error is NetworkError.loginNeeded: keep \
      them in `waiting` and return true. (If it holds 0, check step 1 passes.)
      """)
    #expect(
      scene.interstitials.presented == [.login],
      """
      The app presented \(scene.interstitials.presented). Ask the queue to show .login only \
      for the first command; the others just join `waiting`.
      """)
    #expect(
      pages.allSatisfy { $0.all.isEmpty }, "No screen should hear about the login: nothing yet.")
  }

  @Test("After the login, each command is sent again, once the login screen is gone")
  func reSentAfterItIsGone() async {
    scene.interstitials.dismissalsFinishAtOnce = false
    let pages = await sendThreePages()

    scene.credentials.token = "t2"
    listener.didLogIn()
    #expect(
      scene.interstitials.isDismissing,
      "didLogIn() should dismiss the login screen: interstitials.dismiss(.login) { ... }.")
    #expect(
      scene.scheduler.pendingWorkCount == 0,
      """
      Commands were re-sent while the login screen was still leaving. Retry them in the \
      dismissal's closure, which runs once the screen is gone, not before.
      """)
    scene.interstitials.finishDismissals()
    await scene.scheduler.runUntilIdle()

    for (index, outcomes) in pages.enumerated() {
      #expect(
        outcomes.values.map { $0.map(\.title) } == [["p\(index + 1)"]],
        """
        Page \(index + 1)'s sender got \(outcomes.all.count) outcomes, not its own page once. \
        Call retry() on each waiting FailedCommand: it goes back to its own sender.
        """)
    }
    #expect(listener.waiting.isEmpty, "Once re-sent, the commands no longer wait.")
  }

  @Test("If the user gives up on logging in, each sender hears loginNeeded")
  func cancelled() async {
    let pages = await sendThreePages()

    listener.didCancelLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(
      pages.allSatisfy { $0.errors == [.loginNeeded] },
      """
      After didCancelLogIn(), each waiting command should fail (fail()), once the login \
      screen is gone, so each sender hears NetworkError.loginNeeded.
      """)
    #expect(scene.interstitials.onScreen.isEmpty, "The login screen should be gone.")
  }

  @Test("A failure that is not about logging in is left to others")
  func othersPass() async {
    scene.credentials.token = "t1"
    scene.transport.script("/feed", .fail)
    let outcomes = Outcomes<[Video]>()

    scene.bus.send(FeedCommand()) { outcomes.append($0) }
    await scene.scheduler.runUntilIdle()

    #expect(
      outcomes.errors == [.offline],
      "An offline failure is not the login listener's business: return false for it.")
  }
}
