import BusSupport
import Foundation
import HeadlessKit

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

/// The tests' transport: the kit's fake server (`BusSupport`), speaking
/// this app's requests and answers. The test scripts what it answers, or
/// holds a request until it releases it.
typealias FakeTransport = FakeServer<NetworkRequest, NetworkResponse>

extension FakeServer: Transport
where Request == NetworkRequest, Response == NetworkResponse {}

extension FakeServer where Request == NetworkRequest, Response == NetworkResponse {
  /// A server with nothing scripted yet.
  convenience init() {
    self.init(path: \.path) { status, body in NetworkResponse(status: status, body: body) }
  }
}

/// The tests' scheduler: the kit's `ManualScheduler`, which already does
/// what this app's `CommandScheduler` asks.
extension ManualScheduler: CommandScheduler {}

/// A command that fails with the errors its handler is given, in turn,
/// then succeeds with its own `answer`.
struct FlakyCommand: Command {
  typealias Output = String
  var id = CommandID()
  var answer = "done"
}

/// Runs `FlakyCommand`s: throws each scripted error once (whichever command
/// runs next gets it), then answers each command with its `answer`. Writes
/// down the identifier of every command it runs.
final class FlakyHandler: CommandHandler {
  private let state: Locked<(errors: [NetworkError], runs: [CommandID])>

  init(failing errors: [NetworkError]) {
    state = Locked((errors, []))
  }

  var runs: [CommandID] { state.withLock { $0.runs } }

  func canHandle(_ command: any Command) -> Bool { command is FlakyCommand }

  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    let error = state.withLock { state -> NetworkError? in
      state.runs.append(command.id)
      return state.errors.isEmpty ? nil : state.errors.removeFirst()
    }
    if let error { throw error }
    return (command as? FlakyCommand)?.answer ?? "done"
  }
}

/// A listener that takes the failures `takes` says yes to, and keeps them.
@MainActor
final class SpyListener: CommandFailureListener {
  private let takes: (any Error) -> Bool
  private(set) var offered: [FailedCommand] = []

  init(takes: @escaping (any Error) -> Bool) {
    self.takes = takes
  }

  func commandBus(_ bus: CommandBus, didFail failure: FailedCommand) -> Bool {
    offered.append(failure)
    return takes(failure.error)
  }
}

/// Collects outcomes on the main actor.
@MainActor
final class Outcomes<Output> {
  private(set) var all: [Result<Output, any Error>] = []
  var values: [Output] { all.compactMap { try? $0.get() } }
  var errors: [NetworkError?] {
    all.compactMap {
      if case .failure(let error) = $0 { return error as? NetworkError }
      return nil
    }
  }
  func append(_ result: Result<Output, any Error>) { all.append(result) }
}

/// A bus over a fake network with the network handler, for listener tests.
@MainActor
struct ListenerScene {
  let transport = FakeTransport()
  let scheduler = ManualScheduler()
  let credentials = Credentials()
  let interstitials = Interstitials()
  let queue: InterstitialQueue
  let bus: CommandBus

  init(token: String? = "t1") {
    credentials.token = token
    queue = InterstitialQueue(interstitials: interstitials)
    bus = CommandBus(scheduler: scheduler)
    bus.register(NetworkHandler(transport: transport, credentials: credentials))
  }

  /// Two commands fail with `failure`: "early" before the user answers the
  /// interstitial with `answer`, "late" while it is on its way out. Returns
  /// what each sender heard, once the interstitial has gone.
  func failureWhileLeaving(_ failure: NetworkError, answer: () -> Void) async
    -> (early: Outcomes<String>, late: Outcomes<String>)
  {
    bus.register(FlakyHandler(failing: [failure, failure]))
    interstitials.dismissalsFinishAtOnce = false
    let early = Outcomes<String>()
    let late = Outcomes<String>()
    bus.send(FlakyCommand(answer: "early")) { early.append($0) }
    await scheduler.runUntilIdle()
    bus.send(FlakyCommand(answer: "late")) { late.append($0) }
    answer()
    await scheduler.runUntilIdle()
    interstitials.finishDismissals()
    await scheduler.runUntilIdle()
    return (early, late)
  }
}

/// The whole app, launched, with a fake network.
@MainActor
struct AppScene {
  let transport = FakeTransport()
  let scheduler = ManualScheduler()
  let application = Application()
  let appDelegate: AppDelegate

  var feed: FeedViewController { appDelegate.feedViewController }
  var inbox: InboxViewController { appDelegate.inboxViewController }
  var interstitials: Interstitials { appDelegate.interstitials }

  init() {
    appDelegate = AppDelegate(transport: transport, scheduler: scheduler)
    application.delegate = appDelegate
    application.finishLaunching()
    appDelegate.inboxViewController.loadViewIfNeeded()
  }
}

func feedJSON(_ title: String) -> String { #"[{"id":1,"title":"\#(title)"}]"# }
let inboxJSON = #"[{"from":"bo","text":"hi"}]"#

/// Things that happened, by name, and a way to wait for them without
/// sleeping.
final class Events: Sendable {
  private struct State: Sendable {
    var seen: Set<String> = []
    var waiters: [(wanted: Set<String>, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Locked(State())

  func contains(_ event: String) -> Bool { state.withLock { $0.seen.contains(event) } }

  func fire(_ event: String) {
    let ready = state.withLock { state in
      state.seen.insert(event)
      let ready = state.waiters.filter { $0.wanted.contains(event) }.map(\.continuation)
      state.waiters.removeAll { $0.wanted.contains(event) }
      return ready
    }
    for waiter in ready { waiter.resume() }
  }

  /// Returns once any of `wanted` has happened.
  func waitForAny(of wanted: Set<String>) async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state in
        guard state.seen.isDisjoint(with: wanted) else { return true }
        state.waiters.append((wanted, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }
}

/// Runs `FlakyCommand`s and holds each until its work is cancelled (then
/// it throws `CancellationError`) or the test lets it go. It fires
/// "entered" once it holds one, and "cancelled" in `events`.
final class HoldingHandler: CommandHandler {
  let events = Events()
  private let held = Locked<(continuation: CheckedContinuation<Void, any Error>?, cancelled: Bool)>(
    (nil, false))

  func canHandle(_ command: any Command) -> Bool { command is FlakyCommand }

  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = held.withLock { held in
          if !held.cancelled { held.continuation = continuation }
          return held.cancelled
        }
        if cancelled { return continuation.resume(throwing: CancellationError()) }
        events.fire("entered")
      }
    } onCancel: {
      let continuation = held.withLock { held in
        held.cancelled = true
        defer { held.continuation = nil }
        return held.continuation
      }
      events.fire("cancelled")
      continuation?.resume(throwing: CancellationError())
    }
    return (command as? FlakyCommand)?.answer ?? "done"
  }

  /// Lets a held command go on.
  func release() {
    let continuation = held.withLock { held in
      defer { held.continuation = nil }
      return held.continuation
    }
    continuation?.resume()
  }
}

extension Result {
  /// The error, if this is a failure.
  var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// "1 outcome", "3 outcomes": a count with its noun, for messages.
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// "once", "twice", "3 times", for messages.
func times(_ count: Int) -> String {
  count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
}
