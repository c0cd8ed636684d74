import BusSupport
import Foundation
import HeadlessKit
import Testing

@testable import CommandBus

/// A command that asks for its text back: the simplest work there is.
struct EchoCommand: Command {
  typealias Output = String
  let id: CommandID
  let text: String

  init(_ text: String, id: CommandID = CommandID()) {
    self.id = id
    self.text = text
  }
}

/// A second command type, for routing tests.
struct ShoutCommand: Command {
  typealias Output = String
  let id: CommandID
  let text: String

  init(_ text: String, id: CommandID = CommandID()) {
    self.id = id
    self.text = text
  }
}

/// A command no test registers a handler for.
struct OrphanCommand: Command {
  typealias Output = Void
  var id = CommandID()
}

/// What a handler saw: which commands it ran, how often, and on which thread.
final class HandlerLog: Sendable {
  private let state = Locked<State>(State())

  private struct State: Sendable {
    var runs: [CommandID: Int] = [:]
    var order: [String] = []
    var ranOnMainThread: [Bool] = []
  }

  func record(_ id: CommandID, _ label: String) {
    let onMain = Thread.isMainThread
    state.withLock { state in
      state.runs[id, default: 0] += 1
      state.order.append(label)
      state.ranOnMainThread.append(onMain)
    }
  }

  func runs(of id: CommandID) -> Int { state.withLock { $0.runs[id] ?? 0 } }
  var order: [String] { state.withLock { $0.order } }
  var totalRuns: Int { state.withLock { $0.order.count } }
  var runCounts: [CommandID: Int] { state.withLock { $0.runs } }
  var everRanOnMainThread: Bool { state.withLock { $0.ranOnMainThread.contains(true) } }
}

/// Echoes `EchoCommand`s, writing each run down.
struct EchoHandler: CommandHandler {
  var commandTypes: [any Command.Type] { [EchoCommand.self] }
  let log: HandlerLog
  var prefix = ""

  func execute(_ command: any Command, in context: CommandContext) async throws -> any Sendable {
    guard let echo = command as? EchoCommand else { throw CommandError.cancelled }
    log.record(echo.id, prefix + echo.text)
    return prefix + echo.text
  }
}

/// Takes the command types it is given, answers with its name.
struct NamedHandler: CommandHandler {
  let name: String
  let commandTypes: [any Command.Type]
  var accepts: @Sendable (any Command) -> Bool = { _ in true }

  func canHandle(_ command: any Command) -> Bool { accepts(command) }

  func execute(_ command: any Command, in context: CommandContext) async throws -> any Sendable {
    name
  }
}

/// Returns a number where a string is expected: a buggy handler.
struct WrongOutputHandler: CommandHandler {
  var commandTypes: [any Command.Type] { [EchoCommand.self] }

  func execute(_ command: any Command, in context: CommandContext) async throws -> any Sendable {
    42
  }
}

/// Collects outcomes on the main actor, to count them and read them back.
@MainActor
final class Outcomes<Output> {
  private(set) var all: [Result<Output, any Error>] = []

  var count: Int { all.count }
  var values: [Output] { all.compactMap { try? $0.get() } }
  var errors: [any Error] {
    all.compactMap {
      if case .failure(let error) = $0 { return error }
      return nil
    }
  }

  func append(_ result: Result<Output, any Error>) {
    all.append(result)
  }
}

/// An object that sends commands, to check it is called back (and only it).
@MainActor
final class Sender {
  var results: [Result<String, any Error>] = []
}

/// Watches an object without keeping it alive.
@MainActor
final class WeakReference<Object: AnyObject> {
  weak var object: Object?
}

/// Presents interstitials on paper. A dismissal finishes only when the test
/// says so (`finishDismissal()`), like an animation that takes its time.
@MainActor
final class FakePresenter: InterstitialPresenting {
  private(set) var presented: [Interstitial] = []
  private(set) var onScreen: [Interstitial] = []
  private(set) var mostOnScreenAtOnce = 0
  private var dismissals: [(Interstitial, @MainActor () -> Void)] = []
  var finishesDismissalsAtOnce = true

  func present(_ interstitial: Interstitial) {
    presented.append(interstitial)
    onScreen.append(interstitial)
    mostOnScreenAtOnce = max(mostOnScreenAtOnce, onScreen.count)
  }

  func dismiss(_ interstitial: Interstitial, completion: @escaping @MainActor () -> Void) {
    if finishesDismissalsAtOnce {
      onScreen.removeAll { $0 == interstitial }
      completion()
    } else {
      dismissals.append((interstitial, completion))
    }
  }

  var isDismissing: Bool { !dismissals.isEmpty }

  /// Ends the oldest dismissal: the interstitial is gone.
  func finishDismissal() {
    guard !dismissals.isEmpty else { return }
    let (interstitial, completion) = dismissals.removeFirst()
    onScreen.removeAll { $0 == interstitial }
    completion()
  }
}

/// A journal in a fresh temporary folder, and the file it writes.
func temporaryJournalFile() -> URL {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("command-bus-tests-\(UUID().uuidString)", isDirectory: true)
    .appendingPathComponent("journal.jsonl")
}

/// The JSON the fake server sends for a feed of `titles`.
func feedJSON(_ titles: String...) -> String {
  let videos = titles.enumerated().map { #"{"id":\#($0.offset + 1),"title":"\#($0.element)"}"# }
  return "[" + videos.joined(separator: ",") + "]"
}

let sessionJSON = #"{"name":"ana","token":"t1"}"#

/// A bus with the example app's network handlers over `transport`.
func networkBus(
  transport: FakeTransport, credentials: Credentials, scheduler: ManualScheduler,
  journal: CommandJournal? = nil
) -> CommandBus {
  let bus = CommandBus(scheduler: scheduler, journal: journal)
  let network = NetworkHandler(
    transport: transport, credentials: credentials,
    commands: [FeedCommand.self, InboxCommand.self, LikeCommand.self])
  bus.register(network)
  bus.register(LoginHandler(network: network, credentials: credentials))
  bus.register(RefreshEverythingHandler())
  return bus
}
