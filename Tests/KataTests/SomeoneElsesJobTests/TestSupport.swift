import Foundation
import HeadlessKit

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

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
