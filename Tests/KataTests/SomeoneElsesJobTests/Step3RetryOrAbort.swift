import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

@Suite("3. A network error offers retry or abort")
@MainActor
struct Step3 {
  let scene = ListenerScene()
  let listener: NetworkErrorListener

  init() {
    listener = NetworkErrorListener(interstitials: scene.queue)
    scene.bus.addFailureListener(listener)
  }

  @Test("A command that fails twice, then succeeds after the second retry, is heard once")
  func failsTwiceThenSucceeds() async {
    scene.transport.script("/feed", .fail, .fail, .respond(200, feedJSON("at last")))
    let outcomes = Outcomes<[Video]>()

    scene.bus.send(FeedCommand()) { outcomes.append($0) }
    await scene.scheduler.runUntilIdle()
    #expect(
      scene.interstitials.onScreen == [.networkError],
      """
      After an offline failure the prompt should be on screen; it shows \
      \(scene.interstitials.onScreen). Take transient NetworkErrors (error.isTransient) and \
      ask the queue to show .networkError. (Nothing at all? Check step 1 passes.)
      """)
    listener.retry()
    await scene.scheduler.runUntilIdle()
    #expect(
      scene.interstitials.presented == [.networkError, .networkError],
      """
      The retried command failed again, so the prompt should be presented a second time \
      (presented: \(scene.interstitials.presented)). Reset your "asking" state before \
      retrying, once the prompt is gone.
      """)
    listener.retry()
    await scene.scheduler.runUntilIdle()

    #expect(
      outcomes.values.map { $0.map(\.title) } == [["at last"]] && outcomes.all.count == 1,
      """
      The sender heard \(outcomes.all.count) outcomes; it should hear one, the success, \
      after the second retry.
      """)
    #expect(scene.transport.requestCount(for: "/feed") == 3, "Three tries in all.")
    #expect(scene.interstitials.mostOnScreenAtOnce == 1, "Never two prompts at once.")
  }

  @Test("Retry re-sends every failed command, each to its own sender")
  func retryAll() async {
    scene.transport.script("/feed", .fail, .respond(200, feedJSON("Otters")))
    scene.transport.script("/inbox", .respond(503, ""), .respond(200, inboxJSON))
    let feed = Outcomes<[Video]>()
    let inbox = Outcomes<[Message]>()

    scene.bus.send(FeedCommand()) { feed.append($0) }
    scene.bus.send(InboxCommand()) { inbox.append($0) }
    await scene.scheduler.runUntilIdle()
    listener.retry()
    await scene.scheduler.runUntilIdle()

    #expect(
      feed.values.map { $0.map(\.title) } == [["Otters"]] && feed.all.count == 1
        && inbox.values.count == 1 && inbox.all.count == 1,
      """
      After retry(), both failed commands should go again and each sender hear its own \
      data once (feed: \(feed.all.count) outcomes, inbox: \(inbox.all.count)). Retry \
      every waiting command, not only the one that brought the prompt up.
      """)
    #expect(
      listener.waiting.isEmpty && scene.interstitials.presented == [.networkError],
      """
      Both went through, so nothing should wait and no second prompt should appear \
      (waiting: \(listener.waiting.count), presented: \(scene.interstitials.presented)).
      """)
  }

  @Test("Abort fails every waiting command, each with its own error")
  func abortAll() async {
    scene.transport.script("/feed", .fail)
    scene.transport.script("/inbox", .respond(503, ""))
    let feed = Outcomes<[Video]>()
    let inbox = Outcomes<[Message]>()

    scene.bus.send(FeedCommand()) { feed.append($0) }
    scene.bus.send(InboxCommand()) { inbox.append($0) }
    await scene.scheduler.runUntilIdle()
    #expect(
      listener.waiting.count == 2 && scene.interstitials.presented == [.networkError],
      """
      Both failures should wait behind one prompt (waiting: \(listener.waiting.count), \
      presented: \(scene.interstitials.presented)).
      """)
    listener.abort()
    await scene.scheduler.runUntilIdle()

    #expect(
      feed.errors == [.offline] && inbox.errors == [.server(status: 503)],
      """
      After abort(), each sender should hear its own error once: call fail() on every \
      waiting command, once the prompt is gone.
      """)
  }

  @Test("Nothing is re-sent until the prompt is gone")
  func afterItIsGone() async {
    scene.interstitials.dismissalsFinishAtOnce = false
    scene.transport.script("/feed", .fail, .respond(200, feedJSON("ok")))
    let outcomes = Outcomes<[Video]>()
    scene.bus.send(FeedCommand()) { outcomes.append($0) }
    await scene.scheduler.runUntilIdle()

    listener.retry()
    #expect(
      scene.scheduler.pendingWorkCount == 0,
      """
      The command was re-sent while the prompt was still leaving. Retry in the closure \
      you give interstitials.dismiss(.networkError), which runs once it is gone.
      """)
    scene.interstitials.finishDismissals()
    await scene.scheduler.runUntilIdle()
    #expect(outcomes.values.count == 1, "Once the prompt is gone, the retry goes through.")
  }

  @Test("A failure that arrives while the prompt leaves is retried too")
  func failureWhileLeaving() async {
    scene.bus.register(FlakyHandler(failing: [.offline, .offline]))
    scene.interstitials.dismissalsFinishAtOnce = false
    let early = Outcomes<String>()
    let late = Outcomes<String>()
    scene.bus.send(FlakyCommand(answer: "early")) { early.append($0) }
    await scene.scheduler.runUntilIdle()

    // The user chooses Retry; while the prompt leaves, another command
    // comes back: no network for it either.
    scene.bus.send(FlakyCommand(answer: "late")) { late.append($0) }
    listener.retry()
    await scene.scheduler.runUntilIdle()
    scene.interstitials.finishDismissals()
    await scene.scheduler.runUntilIdle()

    #expect(
      early.values == ["early"] && late.values == ["late"],
      """
      The command that failed while the prompt was leaving was lost: its sender heard \
      \(late.all.count) outcomes (the first command's: \(early.all.count)). Take the \
      batch to retry in the dismissal's closure, once the prompt is gone, so commands \
      that joined `waiting` meanwhile go with it.
      """)
    #expect(
      listener.waiting.isEmpty && scene.interstitials.presented == [.networkError],
      """
      Nothing should be left waiting, and one prompt was enough (waiting: \
      \(listener.waiting.count), presented: \(scene.interstitials.presented)).
      """)
  }

  @Test("A login failure, or an answer that cannot be read, is left to others")
  func othersPass() async {
    scene.transport.script("/inbox", .respond(200, "not a list of messages"))
    let inbox = Outcomes<[Message]>()
    scene.bus.send(InboxCommand()) { inbox.append($0) }
    await scene.scheduler.runUntilIdle()
    scene.credentials.token = nil
    let feed = Outcomes<[Video]>()
    scene.bus.send(FeedCommand()) { feed.append($0) }
    await scene.scheduler.runUntilIdle()

    #expect(
      feed.errors == [.loginNeeded],
      "loginNeeded is not a network error to retry: return false for it (isTransient is false).")
    #expect(
      inbox.errors == [.unreadable],
      """
      Trying again does not make an unreadable answer readable, so its sender should hear \
      .unreadable; it heard \(inbox.all.count) outcomes. Take only transient errors \
      (error.isTransient).
      """)
    #expect(
      scene.interstitials.presented.isEmpty,
      "No network error happened, yet the app presented \(scene.interstitials.presented).")
  }
}
