import BusSupport
import Foundation
import SessionKit
import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

@Suite("5. Awaited commands: their failures still go to the listeners first")
@MainActor
struct Step5 {
  let scene = ListenerScene(token: nil)
  let login: LoginNeededListener
  let network: NetworkErrorListener

  init() {
    login = LoginNeededListener(interstitials: scene.queue)
    network = NetworkErrorListener(interstitials: scene.queue)
    scene.bus.addFailureListener(login)
    scene.bus.addFailureListener(network)
  }

  /// Runs the bus, the awaiting task and the tasks it started on its own
  /// until none has anything left. Every test of the step runs inside
  /// `SerialExecution.run`, so a task started on its own runs here, in
  /// line, and never races the test.
  func settle<Output>(_ awaited: Awaited<Output>) async {
    awaited.runUntilIdle()
    await SerialExecution.settle()
    await scene.scheduler.runUntilIdle()
    await SerialExecution.settle()
    awaited.runUntilIdle()
  }

  @Test("A command that needs a login returns after the login; the caller never sees it")
  func loginIsSomeoneElsesJob() async throws {
    try await SerialExecution.run {
      scene.transport.script("/feed", .respond(200, feedJSON("Otters")))
      let feed = Awaited { [bus = scene.bus] in try await bus.execute(FeedCommand()) }
      await settle(feed)

      #expect(
        feed.outcome == nil && scene.interstitials.presented == [.login],
        """
        An awaited feed needed a login. The caller got \
        \(feed.outcome.map { "\($0)" } ?? "nothing yet") and the app presented \
        \(scene.interstitials.presented), instead of the caller waiting behind one login \
        screen: the failure went around the listeners. Look at which of the bus's ways to \
        send a command execute(_:) uses.
        """)
      scene.credentials.token = "t2"
      login.didLogIn()
      await settle(feed)

      let outcome = try #require(
        feed.outcome,
        """
        After the login the feed was sent again and delivered, and the awaited call never \
        returned: the caller waits for ever. Look at what wakes execute(_:).
        """)
      #expect(
        (try? outcome.get())?.map(\.title) == ["Otters"],
        """
        After the login the awaited feed gave \(outcome) instead of the feed. Look at what \
        execute(_:) hands back.
        """)
    }
  }

  @Test("A failure a listener gives up on is thrown to the caller, not left waiting")
  func givenUpIsThrown() async throws {
    try await SerialExecution.run {
      scene.credentials.token = "t1"
      scene.transport.script("/feed", .fail)
      let feed = Awaited { [bus = scene.bus] in try await bus.execute(FeedCommand()) }
      await settle(feed)
      #expect(
        feed.outcome == nil && scene.interstitials.onScreen == [.networkError],
        """
        An awaited feed found no network. The caller got \
        \(feed.outcome.map { "\($0)" } ?? "nothing yet") with \
        \(scene.interstitials.onScreen) on screen, instead of waiting behind the network \
        prompt. Look at which of the bus's ways to send a command execute(_:) uses.
        """)

      network.abort()
      await settle(feed)
      let outcome = try #require(
        feed.outcome,
        """
        The user chose Cancel and the listener gave up on the awaited feed, and the call \
        never returned: the caller waits for ever. Look at what execute(_:) does with a \
        failure.
        """)
      #expect(
        outcome.error as? NetworkError == .offline,
        """
        After Cancel the awaited feed gave \(outcome) instead of throwing the offline \
        error. Look at what execute(_:) does with a failure.
        """)
    }
  }

  @Test("refreshEverything sends both at once, and one login serves both")
  func oneLoginForBothParts() async throws {
    // Inside `SerialExecution.run`, a part started in a task of its own
    // waits in line instead of racing the test: the same verdict every run.
    try await SerialExecution.run { try await bothPartsBehindOneLogin() }
  }

  func bothPartsBehindOneLogin() async throws {
    scene.transport.script("/feed", .respond(200, feedJSON("Otters")))
    scene.transport.script("/inbox", .respond(200, inboxJSON))
    let home = Awaited { [bus = scene.bus] in try await refreshEverything(on: bus) }
    let before = SerialExecution.escapes
    home.runUntilIdle()
    let escaped = SerialExecution.escapes - before
    let started = scene.scheduler.pendingWorkCount
    // A task that ends may hand itself back to the global executor, which
    // counts as an escape too: one that returned here waited for nothing.
    let returned = home.outcome != nil
    #expect(
      !returned && escaped == 0 && started == 2,
      Comment(rawValue: Self.onTheirWay(started, escaped, returned: returned)))
    await settle(home)
    #expect(
      home.outcome == nil && login.waiting.count == 2 && scene.interstitials.presented == [.login],
      """
      Both parts needed a login. The login listener holds \(login.waiting.count) of them \
      and the app presented \(scene.interstitials.presented), instead of both waiting \
      behind one login screen while refreshEverything waits. Look at how \
      refreshEverything(on:) sends its parts.
      """)

    scene.credentials.token = "t2"
    login.didLogIn()
    await settle(home)
    let outcome = try #require(
      home.outcome,
      """
      After the login both parts came back, and refreshEverything never returned. Look \
      at what refreshEverything(on:) waits for.
      """)
    #expect(
      (try? outcome.get())
        == Everything(
          videos: [Video(id: 1, title: "Otters")], messages: [Message(from: "bo", text: "hi")]),
      """
      Both parts came back (one video, one message), and refreshEverything gave \
      \(outcome). Look at what refreshEverything(on:) returns.
      """)
  }

  /// What was on its way once refreshEverything(on:) had started, when it
  /// was not the feed and the inbox together.
  static func onTheirWay(_ started: Int, _ escaped: Int, returned: Bool) -> String {
    if returned && started < 2 {
      return """
        refreshEverything(on:) returned at once, before the feed and the inbox were both on \
        their way: it should send both with execute(_:), at the same time, and return once \
        both have come back. Look at refreshEverything(on:).
        """
    }
    let what: String
    if escaped > 0 {
      what = """
        the parts were started in tasks of their own, outside the task that awaits \
        them: refreshEverything cannot see them in flight, cancel them or wait for them
        """
    } else if started == 1 {
      what = "only one command was on its way: the other part waits for it"
    } else {
      what = "\(counted(started, "command")) were on their way instead of the feed and the inbox"
    }
    return """
      refreshEverything(on:) started, and \(what). Look at how refreshEverything(on:) \
      starts its parts.
      """
  }

  @Test("A part given up on fails refreshEverything, even when the other part came back")
  func aPartGivenUpOnFailsTheWhole() async throws {
    try await SerialExecution.run {
      scene.credentials.token = "t1"
      scene.transport.script("/feed", .respond(200, feedJSON("Otters")))
      scene.transport.script("/inbox", .fail)
      let home = Awaited { [bus = scene.bus] in try await refreshEverything(on: bus) }
      await settle(home)
      network.abort()
      await settle(home)

      let outcome = try #require(
        home.outcome,
        """
        The inbox was given up on (Cancel on the network prompt), and refreshEverything \
        never returned: the caller waits for ever. Look at what execute(_:) does with a \
        failure.
        """)
      #expect(
        outcome.error as? NetworkError == .offline,
        """
        The inbox was given up on, and refreshEverything gave \(outcome) instead of \
        throwing its offline error: half of the home screen passed for all of it. Look at \
        what refreshEverything(on:) does with a part's error.
        """)
    }
  }
}
