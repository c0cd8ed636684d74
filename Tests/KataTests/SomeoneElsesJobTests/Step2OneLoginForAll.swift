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
      Three commands failed for want of a login, and the login listener holds \
      \(listener.waiting.count) of them instead of all three. Look at what the login \
      listener takes. (None at all? Step 1 comes first.)
      """)
    #expect(
      scene.interstitials.presented == [.login],
      """
      Three commands needed a login, and the app presented \
      \(scene.interstitials.presented) instead of one login screen. Look at when the \
      login listener asks for the login screen.
      """)
    #expect(
      pages.allSatisfy { $0.all.isEmpty },
      """
      The login listener holds the commands, and their senders heard \
      \(pages.map(\.all.count)) outcomes: a command waiting for a login has nothing to \
      tell its sender yet. Look at what the login listener does with a failure it takes.
      """)
  }

  @Test("After the login, each command is sent again, once the login screen is gone")
  func reSentAfterItIsGone() async {
    scene.interstitials.dismissalsFinishAtOnce = false
    let pages = await sendThreePages()

    scene.credentials.token = "t2"
    listener.didLogIn()
    #expect(
      scene.interstitials.isDismissing,
      """
      The user logged in, and the login screen was not on its way out: it stays over \
      the app. Look at didLogIn().
      """)
    #expect(
      scene.scheduler.pendingWorkCount == 0,
      """
      The waiting commands were sent again while the login screen was still on its way \
      out: a second failure would land on a screen that is leaving. Look at when \
      didLogIn() sends them again.
      """)
    scene.interstitials.finishDismissals()
    await scene.scheduler.runUntilIdle()

    for (index, outcomes) in pages.enumerated() {
      #expect(
        outcomes.values.map { $0.map(\.title) } == [["p\(index + 1)"]],
        """
        After the login, page \(index + 1)'s sender heard \
        \(counted(outcomes.all.count, "outcome")) \
        (\(outcomes.values.map { $0.map(\.title) })) instead of its own page, once. Look \
        at what didLogIn() does with each waiting command.
        """)
    }
    #expect(
      listener.waiting.isEmpty,
      """
      After the login the commands were sent again, and the listener still holds \
      \(listener.waiting.count) of them. Look at what didLogIn() does with each waiting \
      command.
      """)
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
      A second command needed a login while the login screen was on its way out. After \
      it had gone, the first sender had heard \(early.heard) and the second \(late.heard), \
      instead of each its own answer: a command that joins the wait while the screen \
      leaves is lost. Look at when didLogIn() takes the waiting commands.
      """)
    #expect(
      listener.waiting.isEmpty && scene.interstitials.presented == [.login],
      """
      After the login, the listener still holds \(counted(listener.waiting.count, "command")) and \
      the app had presented \(scene.interstitials.presented), instead of nothing left \
      waiting behind one login screen. Look at when didLogIn() takes the waiting commands.
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
      The server refused the new session (401), so the command needed a login again; \
      the app had presented \(scene.interstitials.presented) and shows \
      \(scene.interstitials.onScreen), instead of a second login screen\
      \(scene.interstitials.presented.isEmpty
        ? ": no login screen was ever asked for (see the first test of this step)."
        : ": the listener still thinks it is asking. Look at what the login listener "
          + "remembers about asking, and when it forgets it.")
      """)
    #expect(
      outcomes.all.isEmpty,
      """
      The command should be waiting for a second login, and its sender heard \
      \(outcomes.heard). Look at what the login listener does with a failure it takes.
      """)

    scene.credentials.token = "t2"
    listener.didLogIn()
    await scene.scheduler.runUntilIdle()
    #expect(
      outcomes.values.map { $0.map(\.title) } == [["at last"]] && outcomes.all.count == 1,
      """
      After the second login, the sender heard \(outcomes.heard) instead of its videos, \
      once. Look at what didLogIn() does with each waiting command.
      """)
  }

  @Test("If the user gives up on logging in, each sender hears loginNeeded")
  func cancelled() async {
    let pages = await sendThreePages()

    listener.didCancelLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(
      pages.allSatisfy { $0.errors == [.loginNeeded] },
      """
      The user gave up on logging in, and the three senders heard \
      \(pages.map(\.all)) instead of loginNeeded, once each: a sender that hears \
      nothing waits for ever. Look at didCancelLogIn().
      """)
    #expect(
      scene.interstitials.onScreen.isEmpty,
      """
      The user gave up on logging in, and \(scene.interstitials.onScreen) is still on \
      screen. Look at didCancelLogIn().
      """)
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
      """
      With no network, the feed's sender heard \(feed.heard) instead of the offline \
      error: the login listener kept a failure a login cannot fix. Look at what the \
      login listener takes.
      """)
    #expect(
      inbox.errors == [.unreadable],
      """
      The inbox's answer could not be read, and its sender heard \(inbox.heard) instead \
      of that error: logging in does not make an answer readable. Look at what the \
      login listener takes.
      """)
    #expect(
      scene.interstitials.presented.isEmpty,
      """
      No command needed a login, and the app presented \
      \(scene.interstitials.presented). Look at what the login listener takes.
      """)
  }
}
