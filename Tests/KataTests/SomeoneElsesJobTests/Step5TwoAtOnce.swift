import BusSupport
import Foundation
import SessionKit
import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// Step 5 with two callers at once, work the scheduler calls off, and a
/// caller that must not keep the thread busy while it waits.
extension Step5 {
  @Test("Two awaited feeds at once, the newer answered first: each caller gets its own")
  func twoAwaitsOutOfOrder() async {
    await SerialExecution.run {
      scene.credentials.token = "t1"
      scene.transport.script("/feed", .hold)
      scene.transport.script("/feed?page=2", .hold)
      let one = Awaited { [bus = scene.bus] in try await bus.execute(FeedCommand(page: 1)) }
      let two = Awaited { [bus = scene.bus] in try await bus.execute(FeedCommand(page: 2)) }
      one.runUntilIdle()
      two.runUntilIdle()
      let first = scene.scheduler.startNext()
      let second = scene.scheduler.startNext()
      guard first != nil, second != nil else {
        Issue.record("Two feeds were awaited, and the scheduler had no work for both.")
        return
      }
      await scene.transport.waitForRequests(2)

      scene.transport.release("/feed?page=2", with: .respond(200, feedJSON("page 2")))
      await second?.value
      scene.scheduler.deliverAll()
      one.runUntilIdle()
      two.runUntilIdle()
      let early = (one: Self.titles(one.outcome), two: Self.titles(two.outcome))
      scene.transport.release("/feed", with: .respond(200, feedJSON("page 1")))
      await first?.value
      scene.scheduler.deliverAll()
      one.runUntilIdle()
      two.runUntilIdle()

      #expect(
        early.one == "nothing" && early.two == "page 2",
        """
        Pages 1 and 2 of the feed were awaited at once, and the server answered page 2 \
        first. Then page 1's call had returned \(early.one) and page 2's \(early.two): \
        page 2 went to a caller who did not ask for it. Look at how execute(_:) finds \
        the caller of a result.
        """)
      #expect(
        Self.titles(one.outcome) == "page 1" && Self.titles(two.outcome) == "page 2",
        """
        Once both were answered, page 1's call returned \(Self.titles(one.outcome)) and \
        page 2's \(Self.titles(two.outcome)), instead of each its own page. Look at how \
        execute(_:) finds the caller of a result.
        """)
    }
  }

  @Test("An awaited command whose work the scheduler cancels still returns")
  func cancelledWorkStillAnswers() async throws {
    try await SerialExecution.run {
      let holder = HoldingHandler()
      scene.bus.register(holder)
      let awaited = Awaited { [bus = scene.bus] in try await bus.execute(FlakyCommand()) }
      awaited.runUntilIdle()
      guard let work = scene.scheduler.startNext() else {
        Issue.record("A command was awaited, and the scheduler had no work to run.")
        return
      }
      let events = holder.events
      let watcher = Task {
        await work.value
        events.fire("work ended")
      }
      await events.waitForAny(of: ["entered", "work ended"])
      work.cancel()
      holder.release()
      await watcher.value
      await settle(awaited)

      let outcome = try #require(
        awaited.outcome,
        """
        The scheduler cancelled an awaited command's work, and the call never returned: \
        the caller waits for ever. Look at what the bus tells a sender whose work was \
        called off, and what wakes execute(_:).
        """)
      #expect(
        outcome.error != nil,
        """
        The scheduler cancelled an awaited command's work, and the call returned \
        \(outcome) instead of throwing. Look at what the bus tells a sender whose work was \
        called off.
        """)
    }
  }

  @Test("While its command waits for a login, an awaited call leaves the thread idle")
  func waitsWithoutPolling() async throws {
    try await SerialExecution.run {
      scene.transport.script("/feed", .respond(200, feedJSON("Otters")))
      let feed = Awaited { [bus = scene.bus] in try await bus.execute(FeedCommand()) }
      feed.runUntilIdle()
      await scene.scheduler.runUntilIdle()

      let idle = feed.runUntilIdle()
      scene.credentials.token = "t2"
      login.didLogIn()
      await settle(feed)

      #expect(
        idle,
        """
        While the awaited feed waited behind the login screen, the call kept running: \
        thousands of turns, each looking whether the result had come. A waiting caller \
        should cost nothing until it is woken. Look at how execute(_:) waits.
        """)
      let outcome = try #require(feed.outcome, "After the login the awaited feed never returned.")
      #expect(
        (try? outcome.get())?.map(\.title) == ["Otters"],
        "After the login the awaited feed gave \(outcome) instead of the feed.")
    }
  }

  /// The titles an awaited feed returned, in words.
  static func titles(_ outcome: Result<[Video], any Error>?) -> String {
    guard let outcome else { return "nothing" }
    guard let videos = try? outcome.get() else { return "\(outcome)" }
    return videos.map(\.title).joined(separator: ", ")
  }
}
