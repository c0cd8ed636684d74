import Foundation
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

  /// Runs the bus and the awaiting task until neither has anything left.
  func settle<Output>(_ awaited: Awaited<Output>) async {
    awaited.runUntilIdle()
    await scene.scheduler.runUntilIdle()
    awaited.runUntilIdle()
  }

  @Test("A command that needs a login returns after the login; the caller never sees it")
  func loginIsSomeoneElsesJob() async throws {
    scene.transport.script("/feed", .respond(200, feedJSON("Otters")))
    let feed = Awaited { [bus = scene.bus] in try await bus.execute(FeedCommand()) }
    await settle(feed)

    #expect(
      feed.outcome == nil && scene.interstitials.presented == [.login],
      """
      The feed needed a login, so the login listener should hold it behind the login \
      screen while the caller waits; instead the caller got \(String(describing: feed.outcome)) \
      and the app presented \(scene.interstitials.presented). Build execute on \
      send(_:completion:), which offers failures to the listeners first.
      """)
    scene.credentials.token = "t2"
    login.didLogIn()
    await settle(feed)

    let outcome = try #require(
      feed.outcome,
      """
      After the login the feed was sent again and delivered, but execute(_:) never \
      returned. Resume the continuation in send's completion.
      """)
    #expect(
      (try? outcome.get())?.map(\.title) == ["Otters"],
      "After the login, execute(_:) should return the feed; it gave \(outcome).")
  }

  @Test("A failure a listener gives up on is thrown to the caller, not left waiting")
  func givenUpIsThrown() async throws {
    scene.credentials.token = "t1"
    scene.transport.script("/feed", .fail)
    let feed = Awaited { [bus = scene.bus] in try await bus.execute(FeedCommand()) }
    await settle(feed)
    #expect(
      feed.outcome == nil && scene.interstitials.onScreen == [.networkError],
      "With no network, the network listener should hold the feed behind its prompt.")

    network.abort()
    await settle(feed)
    let outcome = try #require(
      feed.outcome,
      """
      The user chose Cancel and the listener gave up on the feed, but execute(_:) never \
      returned: the caller would wait for ever. Resume the continuation for a failure too \
      (continuation.resume(with: result) does both).
      """)
    #expect(
      outcome.thrown as? NetworkError == .offline,
      "After Cancel, execute(_:) should throw NetworkError.offline; it gave \(outcome).")
  }

  @Test("refreshEverything sends both at once, and one login serves both")
  func oneLoginForBothParts() async throws {
    scene.transport.script("/feed", .respond(200, feedJSON("Otters")))
    scene.transport.script("/inbox", .respond(200, inboxJSON))
    let home = Awaited { [bus = scene.bus] in try await refreshEverything(on: bus) }
    home.runUntilIdle()
    #expect(
      scene.scheduler.pendingWorkCount == 2,
      """
      refreshEverything(on:) should send the feed and the inbox at the same time, each with \
      execute(_:); \(scene.scheduler.pendingWorkCount) command(s) were on their way. Run \
      them as two children of a task group.
      """)
    await settle(home)
    #expect(
      home.outcome == nil && login.waiting.count == 2 && scene.interstitials.presented == [.login],
      """
      Both parts needed a login: the login listener should hold both behind one login \
      screen while refreshEverything waits. It holds \(login.waiting.count); the app \
      presented \(scene.interstitials.presented).
      """)

    scene.credentials.token = "t2"
    login.didLogIn()
    await settle(home)
    let outcome = try #require(
      home.outcome, "After the login both parts came back, but refreshEverything never returned.")
    #expect(
      (try? outcome.get())
        == Everything(
          videos: [Video(id: 1, title: "Otters")], messages: [Message(from: "bo", text: "hi")]),
      "refreshEverything should return the feed and the inbox once both are back; it gave \(outcome)."
    )
  }

  @Test("A part given up on fails refreshEverything, even when the other part came back")
  func aPartGivenUpOnFailsTheWhole() async throws {
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
      The inbox was given up on (Cancel on the network prompt), but refreshEverything never \
      returned. Resume execute's continuation for failures too.
      """)
    #expect(
      outcome.thrown as? NetworkError == .offline,
      """
      The inbox failed, so refreshEverything should throw its error, not return half of \
      the home screen; it gave \(outcome). Let the task group rethrow it.
      """)
  }
}

/// Async work awaited in a task that runs only when the test calls
/// `runUntilIdle()`, on an executor of its own: the way the scheduler lets
/// the test decide when the bus's work runs.
///
/// So a check can tell "it returned" from "it never will" without waiting:
/// once the bus has delivered everything and this executor has nothing
/// left to run, work that has not returned is waiting for a continuation
/// that nobody will resume, or for a listener that still holds its command.
final class Awaited<Output: Sendable>: Sendable {
  private let executor = TestExecutor()
  private let result = Locked<Result<Output, any Error>?>(nil)

  init(_ work: @escaping @Sendable () async throws -> Output) {
    Task(executorPreference: executor) { [result] in
      let outcome: Result<Output, any Error>
      do {
        outcome = .success(try await work())
      } catch {
        outcome = .failure(error)
      }
      result.withLock { $0 = outcome }
    }
  }

  /// What the work returned or threw; nil while it has not.
  var outcome: Result<Output, any Error>? { result.withLock { $0 } }

  /// Runs the awaiting task, and its children, as far as they can go now.
  func runUntilIdle() { executor.runUntilIdle() }
}

/// An executor that keeps the jobs of the tasks that prefer it until the
/// test runs them, on the test's own thread, oldest first.
final class TestExecutor: TaskExecutor {
  private let jobs = Locked<[UnownedJob]>([])

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  func runUntilIdle() {
    while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

extension Result {
  /// The error the work threw, if it threw.
  fileprivate var thrown: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
