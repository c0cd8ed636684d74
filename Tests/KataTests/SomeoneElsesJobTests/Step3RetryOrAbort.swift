import Testing

@testable import SomeoneElsesJob

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

  @Test("Retry re-sends every failed command; abort fails each with its own error")
  func retryAllAbortAll() async {
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

  @Test("A login failure is left to the login listener")
  func loginPasses() async {
    scene.credentials.token = nil
    let outcomes = Outcomes<[Video]>()

    scene.bus.send(FeedCommand()) { outcomes.append($0) }
    await scene.scheduler.runUntilIdle()

    #expect(
      outcomes.errors == [.loginNeeded],
      "loginNeeded is not a network error to retry: return false for it (isTransient is false).")
  }
}
