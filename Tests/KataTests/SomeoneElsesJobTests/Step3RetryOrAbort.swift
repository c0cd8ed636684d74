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
      A command found no network, and the app shows \(scene.interstitials.onScreen) \
      instead of the network prompt. Look at what the network listener takes, and what \
      it asks for. (Nothing at all? Step 1 comes first.)
      """)
    listener.retry()
    await scene.scheduler.runUntilIdle()
    #expect(
      scene.interstitials.presented == [.networkError, .networkError],
      """
      After Retry the command found no network again, and the app had presented \
      \(scene.interstitials.presented) instead of the prompt a second time\
      \(scene.interstitials.presented.isEmpty
        ? ": no prompt was ever asked for (see the test above)."
        : ": the listener still thinks it is asking. Look at what the network listener "
          + "remembers about asking, and when it forgets it.")
      """)
    listener.retry()
    await scene.scheduler.runUntilIdle()

    #expect(
      outcomes.values.map { $0.map(\.title) } == [["at last"]] && outcomes.all.count == 1,
      """
      The feed failed twice, then worked after the second Retry, and its sender heard \
      \(outcomes.heard) instead of the videos, once. Look at what retry() does with each \
      waiting command.
      """)
    #expect(
      scene.transport.requestCount(for: "/feed") == 3,
      """
      The feed should have been asked for three times (two failures, one success), and \
      was asked \(times(scene.transport.requestCount(for: "/feed"))). Look at what \
      retry() sends, and when.
      """)
    #expect(
      scene.interstitials.mostOnScreenAtOnce == 1,
      """
      At one point \(scene.interstitials.mostOnScreenAtOnce) network prompts were on \
      screen together. Look at when the network listener asks for its prompt.
      """)
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
      The feed and the inbox failed, and after Retry the network was back. The feed's \
      sender heard \(counted(feed.all.count, "outcome")) and the inbox's \(inbox.all.count), \
      instead of its own data, once each. Look at what retry() does with each waiting \
      command.
      """)
    #expect(
      listener.waiting.isEmpty && scene.interstitials.presented == [.networkError],
      """
      After Retry the listener holds \(counted(listener.waiting.count, "command")) with \
      \(scene.interstitials.presented) presented, instead of nothing left waiting behind \
      one prompt. Look at what retry() does with each waiting command\
      \(scene.interstitials.presented.isEmpty ? ", and at what the listener takes (step 1)" : "").
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
      The feed and the inbox failed; the network listener holds \
      \(listener.waiting.count) of them and the app presented \
      \(scene.interstitials.presented), instead of both waiting behind one prompt. Look \
      at what the network listener takes, and when it asks for its prompt.
      """)
    listener.abort()
    await scene.scheduler.runUntilIdle()

    #expect(
      feed.errors == [.offline] && inbox.errors == [.server(status: 503)],
      """
      The user chose Cancel, and the feed's sender heard \(feed.heard) and the inbox's \
      \(inbox.heard), instead of each its own error (offline, and the 503), once: a \
      sender that hears nothing waits for ever. Look at abort().
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
      After Retry the command was sent again while the prompt was still on its way out: \
      a second failure would land on a prompt that is leaving. Look at when retry() \
      sends the commands again.
      """)
    scene.interstitials.finishDismissals()
    await scene.scheduler.runUntilIdle()
    #expect(
      outcomes.values.count == 1,
      """
      The prompt has gone after Retry, and the sender heard \(outcomes.heard) instead of \
      its videos, once. Look at when retry() sends the commands again.
      """)
  }

  @Test("A failure that arrives while the prompt leaves is retried too")
  func failureWhileLeaving() async {
    // The user chooses Retry; while the prompt leaves, another command
    // comes back: no network for it either.
    let (early, late) = await scene.failureWhileLeaving(.offline) { listener.retry() }

    #expect(
      early.values == ["early"] && late.values == ["late"],
      """
      A second command found no network while the prompt was on its way out after \
      Retry. Once it had gone, the first sender had heard \(early.heard) and the second \
      \(late.heard), instead of each its own answer: a command that joins the wait while \
      the prompt leaves is lost. Look at when retry() takes the waiting commands.
      """)
    #expect(
      listener.waiting.isEmpty && scene.interstitials.presented == [.networkError],
      """
      After Retry, the listener still holds \(counted(listener.waiting.count, "command")) and the \
      app had presented \(scene.interstitials.presented), instead of nothing left \
      waiting behind one prompt. Look at when retry() takes the waiting commands.
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
      """
      With nobody logged in, the feed's sender heard \(feed.heard) instead of the \
      loginNeeded error: the network listener kept a failure that trying again cannot \
      fix. Look at what the network listener takes.
      """)
    #expect(
      inbox.errors == [.unreadable],
      """
      The inbox's answer could not be read, and its sender heard \(inbox.heard) instead \
      of that error: trying again does not make an answer readable. Look at what the \
      network listener takes.
      """)
    #expect(
      scene.interstitials.presented.isEmpty,
      """
      No command lost the network, and the app presented \
      \(scene.interstitials.presented). Look at what the network listener takes.
      """)
  }
}
