import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

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

  @Test("A command that fails for want of a login while the login screen leaves goes too")
  func failureWhileLeaving() async {
    let handler = FlakyHandler(failing: [.loginNeeded, .loginNeeded])
    scene.bus.register(handler)
    scene.interstitials.dismissalsFinishAtOnce = false
    let early = Outcomes<String>()
    let late = Outcomes<String>()
    scene.bus.send(FlakyCommand(answer: "early")) { early.append($0) }
    await scene.scheduler.runUntilIdle()

    // The user logs in; while the login screen leaves, another command
    // comes back: it needs a login too.
    scene.bus.send(FlakyCommand(answer: "late")) { late.append($0) }
    listener.didLogIn()
    await scene.scheduler.runUntilIdle()
    scene.interstitials.finishDismissals()
    await scene.scheduler.runUntilIdle()

    #expect(
      early.values == ["early"] && late.values == ["late"],
      """
      The command that failed while the login screen was leaving was lost: its sender \
      heard \(late.all.count) outcomes (the first command's: \(early.all.count)). Take the \
      batch to resend in the dismissal's closure, once the screen is gone, so that \
      commands that joined `waiting` meanwhile go with it.
      """)
    #expect(
      listener.waiting.isEmpty && scene.interstitials.presented == [.login],
      """
      Nothing should be left waiting, and one login screen was enough (waiting: \
      \(listener.waiting.count), presented: \(scene.interstitials.presented)).
      """)
  }

  @Test("A command that still needs a login after logging in brings the login screen back")
  func askAgain() async {
    scene.transport.script("/feed", .respond(401, ""), .respond(200, feedJSON("at last")))
    let outcomes = Outcomes<[Video]>()
    scene.bus.send(FeedCommand()) { outcomes.append($0) }
    await scene.scheduler.runUntilIdle()

    scene.credentials.token = "refused"
    listener.didLogIn()
    await scene.scheduler.runUntilIdle()
    #expect(
      scene.interstitials.presented == [.login, .login] && scene.interstitials.onScreen == [.login],
      """
      The server refused the new session (401), so the command needs a login again and \
      the login screen should come back (presented: \(scene.interstitials.presented), on \
      screen: \(scene.interstitials.onScreen)). Reset your "asking" flag once the login \
      screen is gone, before resending.
      """)
    #expect(
      outcomes.all.isEmpty, "The command waits for the second login: its sender hears nothing.")

    scene.credentials.token = "t2"
    listener.didLogIn()
    await scene.scheduler.runUntilIdle()
    #expect(
      outcomes.values.map { $0.map(\.title) } == [["at last"]] && outcomes.all.count == 1,
      "After the second login, the sender should hear its videos, once.")
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
    scene.transport.script("/inbox", .respond(200, "not a list of messages"))
    let feed = Outcomes<[Video]>()
    let inbox = Outcomes<[Message]>()

    scene.bus.send(FeedCommand()) { feed.append($0) }
    scene.bus.send(InboxCommand()) { inbox.append($0) }
    await scene.scheduler.runUntilIdle()

    #expect(
      feed.errors == [.offline],
      "An offline failure is not the login listener's business: return false for it.")
    #expect(
      inbox.errors == [.unreadable],
      """
      An answer that cannot be read is not fixed by logging in, so its sender should hear \
      .unreadable; it heard \(inbox.all.count) outcomes. Take only NetworkError.loginNeeded.
      """)
    #expect(
      scene.interstitials.presented.isEmpty,
      "No login was needed, yet the app presented \(scene.interstitials.presented).")
  }
}
