import BusSupport
import Testing

@testable import CommandBus

/// A bus over a fake network with both failure listeners, presenting
/// through a fake presenter: the command-dispatch set-up of the example app.
@MainActor
struct DispatchScene {
  let scheduler = ManualScheduler()
  let transport = FakeTransport()
  let credentials: Credentials
  let presenter = FakePresenter()
  let interstitials = InterstitialQueue()
  let loginListener: LoginNeededListener
  let networkListener: NetworkErrorListener
  let bus: CommandBus

  init(token: String? = "t1") {
    credentials = Credentials(token: token)
    bus = networkBus(transport: transport, credentials: credentials, scheduler: scheduler)
    interstitials.presenter = presenter
    loginListener = LoginNeededListener(interstitials: interstitials)
    networkListener = NetworkErrorListener(interstitials: interstitials)
    bus.addFailureListener(loginListener)
    bus.addFailureListener(networkListener)
  }

  /// Sends a feed command for `page` and collects its outcomes.
  func sendFeed(page: Int, to outcomes: Outcomes<[Video]>) {
    bus.send(FeedCommand(page: page)) { outcomes.append($0) }
  }
}

@Suite("Command dispatch: listeners handle failures, screens keep the happy path")
@MainActor
struct DispatchTests {
  @Test("Several commands needing a login wait behind one login screen, then each is re-sent")
  func parkedBehindOneLogin() async {
    let scene = DispatchScene(token: nil)
    scene.presenter.finishesDismissalsAtOnce = false
    let pages = (1...3).map { _ in Outcomes<[Video]>() }
    for (index, outcomes) in pages.enumerated() {
      scene.transport.script(
        index == 0 ? "/feed" : "/feed?page=\(index + 1)",
        .respond(200, feedJSON("page \(index + 1)")))
      scene.sendFeed(page: index + 1, to: outcomes)
    }
    await scene.scheduler.runUntilIdle()

    #expect(scene.loginListener.waiting.count == 3)
    #expect(scene.presenter.presented == [.login], "one login screen for all three")
    #expect(pages.allSatisfy { $0.count == 0 }, "no screen hears about the login")

    scene.credentials.token = "t2"
    scene.loginListener.didLogIn()
    #expect(scene.scheduler.pendingWorkCount == 0, "nothing is re-sent while the screen leaves")

    scene.presenter.finishDismissal()
    #expect(scene.scheduler.pendingWorkCount == 3)
    await scene.scheduler.runUntilIdle()

    for (index, outcomes) in pages.enumerated() {
      #expect(outcomes.values.map { $0.map(\.title) } == [["page \(index + 1)"]])
    }
  }

  @Test("Giving up on the login fails each waiting command with login needed")
  func cancelledLogin() async {
    let scene = DispatchScene(token: nil)
    let first = Outcomes<[Video]>()
    let second = Outcomes<[Video]>()
    scene.sendFeed(page: 1, to: first)
    scene.sendFeed(page: 2, to: second)
    await scene.scheduler.runUntilIdle()

    scene.loginListener.didCancelLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(first.errors.map { $0 as? NetworkError } == [.loginNeeded])
    #expect(second.errors.map { $0 as? NetworkError } == [.loginNeeded])
    #expect(scene.transport.requests.isEmpty)
  }

  @Test("A command that fails twice, then succeeds after the second retry, reaches its sender once")
  func failTwiceThenSucceed() async {
    let scene = DispatchScene()
    scene.transport.script("/feed", .fail(.offline), .fail(.offline), .respond(200, feedJSON("ok")))
    let outcomes = Outcomes<[Video]>()
    scene.sendFeed(page: 1, to: outcomes)

    await scene.scheduler.runUntilIdle()
    #expect(scene.presenter.onScreen == [.networkError])
    scene.networkListener.retry()
    await scene.scheduler.runUntilIdle()
    #expect(scene.presenter.presented == [.networkError, .networkError], "asked again")
    #expect(outcomes.count == 0)
    scene.networkListener.retry()
    await scene.scheduler.runUntilIdle()

    #expect(outcomes.count == 1)
    #expect(outcomes.values.first?.map(\.title) == ["ok"])
    #expect(scene.transport.requestCount(for: "/feed") == 3)
    #expect(scene.presenter.mostOnScreenAtOnce == 1)
  }

  @Test("Retry puts every failed command back on the bus; abort fails each with its error")
  func retryAllAbortAll() async {
    let scene = DispatchScene()
    scene.transport.script("/feed", .fail(.offline), .fail(.offline), .respond(200, feedJSON("ok")))
    scene.transport.script("/inbox", .respond(503, ""))
    let feed = Outcomes<[Video]>()
    let feedAgain = Outcomes<[Video]>()
    let inbox = Outcomes<[Message]>()
    scene.sendFeed(page: 1, to: feed)
    scene.bus.send(InboxCommand()) { inbox.append($0) }
    await scene.scheduler.runUntilIdle()
    #expect(scene.networkListener.waiting.count == 2)

    scene.networkListener.abort()
    await scene.scheduler.runUntilIdle()
    #expect(feed.errors.map { $0 as? NetworkError } == [.offline])
    #expect(inbox.errors.map { $0 as? NetworkError } == [.server(status: 503)])

    scene.sendFeed(page: 1, to: feedAgain)
    await scene.scheduler.runUntilIdle()
    scene.networkListener.retry()
    await scene.scheduler.runUntilIdle()
    #expect(feedAgain.values.count == 1)
  }

  @Test("One interstitial at a time: a login waits until the network prompt is gone")
  func oneAtATime() async {
    let scene = DispatchScene()
    scene.transport.script("/feed", .fail(.offline), .respond(200, feedJSON("ok")))
    scene.transport.script("/inbox", .respond(401, ""), .respond(200, "[]"))
    let feed = Outcomes<[Video]>()
    let inbox = Outcomes<[Message]>()
    scene.sendFeed(page: 1, to: feed)
    scene.bus.send(InboxCommand()) { inbox.append($0) }
    await scene.scheduler.runUntilIdle()

    #expect(scene.presenter.onScreen == [.networkError])
    #expect(scene.interstitials.waiting == [.login])

    scene.networkListener.retry()
    #expect(scene.presenter.onScreen == [.login], "the login's turn, once the prompt is gone")
    scene.credentials.token = "t2"
    scene.loginListener.didLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(scene.presenter.mostOnScreenAtOnce == 1)
    #expect(feed.values.count == 1)
    #expect(inbox.values.count == 1)
  }

  @Test("Re-sent only once the prompt is gone; a failure meanwhile joins the batch")
  func afterItIsGone() async {
    let scene = DispatchScene()
    scene.presenter.finishesDismissalsAtOnce = false
    scene.transport.script("/feed", .fail(.offline), .respond(200, feedJSON("ok")))
    scene.transport.script("/inbox", .fail(.offline), .respond(200, "[]"))
    let feed = Outcomes<[Video]>()
    let inbox = Outcomes<[Message]>()
    scene.sendFeed(page: 1, to: feed)
    await scene.scheduler.runUntilIdle()

    scene.networkListener.retry()
    scene.bus.send(InboxCommand()) { inbox.append($0) }
    await scene.scheduler.runUntilIdle()  // the inbox fails while the prompt leaves
    #expect(scene.presenter.presented == [.networkError], "not presented twice")
    #expect(scene.transport.requestCount(for: "/feed") == 1, "not re-sent before it is gone")

    scene.presenter.finishDismissal()
    await scene.scheduler.runUntilIdle()
    #expect(feed.values.count == 1)
    #expect(inbox.values.count == 1)
  }

  @Test("A parked command the sender cancels hears .cancelled once and is not re-sent")
  func cancelWhileParked() async {
    let scene = DispatchScene(token: nil)
    let outcomes = Outcomes<[Video]>()
    let ticket = scene.bus.send(FeedCommand()) { outcomes.append($0) }
    await scene.scheduler.runUntilIdle()

    ticket.cancel()
    await scene.scheduler.runUntilIdle()
    scene.credentials.token = "t2"
    scene.loginListener.didLogIn()
    await scene.scheduler.runUntilIdle()

    #expect(outcomes.errors.map { $0 as? CommandError } == [.cancelled])
    #expect(scene.transport.requests.isEmpty)
  }

  @Test("A login screen that was only queued, then no longer needed, is never presented")
  func droppedWhileQueued() {
    let presenter = FakePresenter()
    let queue = InterstitialQueue(presenter: presenter)
    queue.show(.networkError)
    queue.show(.login)
    queue.show(.login)
    var ran = false
    queue.dismiss(.login) { ran = true }
    queue.dismiss(.networkError) {}

    #expect(ran)
    #expect(presenter.presented == [.networkError])
  }
}
