import Foundation
import HeadlessKit

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

/// A command for routing tests: asks for its text back.
struct EchoCommand: Command {
  typealias Output = String
  var id = CommandID()
  let text: String
}

/// A command nobody in the tests handles.
struct OrphanCommand: Command {
  typealias Output = String
  var id = CommandID()
}

/// A network command of the tests' own: it knows its request and how to
/// read an answer, and nothing else, so whatever else happens to it is the
/// handler's plumbing.
struct PingCommand: NetworkCommand {
  typealias Output = String
  var id = CommandID()

  func makeRequest() throws -> NetworkRequest { NetworkRequest(path: "/ping") }
  func parse(_ response: NetworkResponse) throws -> String { "pong \(response.status)" }
}

/// A failure none of the app's code knows about.
struct SpyFailure: Error, CustomStringConvertible {
  var description: String { "the spy said no" }
}

/// Marks the work and the deliveries that go through the test's scheduler,
/// so a test can tell them from work started some other way.
enum Probe {
  /// True inside work the scheduler started (and in its child tasks).
  @TaskLocal static var inScheduledWork = false
  /// True inside work scheduled from inside other scheduled work.
  @TaskLocal static var inNestedWork = false
  /// True while the scheduler runs a delivery on the main actor.
  @MainActor static var delivering = false
}

/// The tests' scheduler: a `ManualScheduler` that marks what it runs.
///
/// Like the app's, it may run one piece of work at a time, so work that
/// schedules more work and waits for it would wait for ever. Such nested
/// work is counted, and started at once (its results delivered at once),
/// so that the test can say so instead of hanging.
final class ProbeScheduler: CommandScheduler {
  private let inner = ManualScheduler()
  private let nested = Locked(0)

  var pendingWorkCount: Int { inner.pendingWorkCount }
  var runningWorkCount: Int { inner.runningWorkCount }
  var pendingDeliveryCount: Int { inner.pendingDeliveryCount }

  /// How many pieces of work were scheduled from inside scheduled work.
  var nestedWorkCount: Int { nested.withLock { $0 } }

  func schedule(_ work: @escaping @Sendable () async -> Void) {
    guard !Probe.inScheduledWork else {
      nested.withLock { $0 += 1 }
      Task.detached {
        await Probe.$inNestedWork.withValue(true) {
          await Probe.$inScheduledWork.withValue(true) { await work() }
        }
      }
      return
    }
    inner.schedule { await Probe.$inScheduledWork.withValue(true) { await work() } }
  }

  func deliver(_ delivery: @escaping @MainActor @Sendable () -> Void) {
    let marked: @MainActor @Sendable () -> Void = {
      Probe.delivering = true
      defer { Probe.delivering = false }
      delivery()
    }
    guard !Probe.inNestedWork else {
      Task { @MainActor in marked() }
      return
    }
    inner.deliver(marked)
  }

  @discardableResult
  func startNext() -> Task<Void, Never>? { inner.startNext() }

  @MainActor
  func deliverAll() { inner.deliverAll() }

  @MainActor
  func runUntilIdle() async { await inner.runUntilIdle() }
}

/// A handler that takes the commands `accepts` says yes to, answers with
/// its name (or a canned output, or a canned error) and writes down what it
/// ran, and whether it ran inside work the scheduler started.
final class SpyHandler: CommandHandler {
  let name: String
  let accepts: @Sendable (any Command) -> Bool
  let output: @Sendable (any Command) throws -> any Sendable
  private let ran = Locked<[(command: any Command, scheduled: Bool)]>([])

  init(
    _ name: String, accepts: @escaping @Sendable (any Command) -> Bool,
    output: (@Sendable (any Command) throws -> any Sendable)? = nil
  ) {
    self.name = name
    self.accepts = accepts
    self.output = output ?? { _ in name }
  }

  /// The commands this handler ran, in order.
  var commands: [any Command] { ran.withLock { $0.map(\.command) } }

  /// The type names of the commands this handler ran, in order.
  var commandsRun: [String] { commands.map { String(describing: type(of: $0)) } }

  /// Whether every run happened inside work the scheduler started.
  var ranOnlyInScheduledWork: Bool { ran.withLock { $0.allSatisfy(\.scheduled) } }

  func canHandle(_ command: any Command) -> Bool { accepts(command) }

  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    ran.withLock { $0.append((command, Probe.inScheduledWork)) }
    return try output(command)
  }
}

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

/// A handler that holds the command it runs inside scheduled work until
/// that work is cancelled, or the test lets it go. It fires "entered" and
/// "cancelled" in `events`. Outside scheduled work it answers at once.
final class HoldingHandler: CommandHandler {
  let events = Events()
  private let held = Locked<(continuation: CheckedContinuation<Void, any Error>?, cancelled: Bool)>(
    (nil, false))

  func canHandle(_ command: any Command) -> Bool { command is LoginCommand }

  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    let session = UserSession(name: "held", token: "t")
    guard Probe.inScheduledWork else { return session }
    events.fire("entered")
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = held.withLock { held in
          if !held.cancelled { held.continuation = continuation }
          return held.cancelled
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
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
    return session
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

/// Sits in front of the app's own handlers: writes down every network
/// command the app sends through its bus, then runs it with a
/// `NetworkHandler` over the scene's transport.
final class RecordingHandler: CommandHandler {
  let transport: any Transport
  private let seen = Locked<[any Command]>([])

  init(transport: any Transport) {
    self.transport = transport
  }

  /// The network commands that went through the bus, in order.
  var commands: [any Command] { seen.withLock { $0 } }

  /// Their type names.
  var commandNames: [String] { commands.map { String(describing: type(of: $0)) } }

  func canHandle(_ command: any Command) -> Bool { command is any NetworkCommand }

  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    seen.withLock { $0.append(command) }
    return try await NetworkHandler(transport: transport).execute(command, bus: bus)
  }
}

/// Collects outcomes on the main actor.
@MainActor
final class Outcomes<Output> {
  private(set) var all: [Result<Output, any Error>] = []
  /// How many outcomes arrived other than in a scheduler's delivery.
  private(set) var outsideDeliveries = 0
  var values: [Output] { all.compactMap { try? $0.get() } }
  var errors: [any Error] {
    all.compactMap {
      if case .failure(let error) = $0 { return error }
      return nil
    }
  }
  func append(_ result: Result<Output, any Error>) {
    if !Probe.delivering { outsideDeliveries += 1 }
    all.append(result)
  }
}

/// The app with a fake network and a scheduler the test drives. The app is
/// handed a bus with a `RecordingHandler` in front, so the test sees every
/// network command the app sends.
@MainActor
struct AppScene {
  let transport = FakeTransport()
  /// The bus's scheduler.
  let scheduler = ProbeScheduler()
  /// Given to the app delegate with the bus, which it is not to use: with
  /// a bus handed in, the bus schedules everything. Nothing here ever runs.
  let spareScheduler = ProbeScheduler()
  let application = Application()
  let recorder: RecordingHandler
  let appDelegate: AppDelegate

  var login: LoginViewController { appDelegate.loginViewController }
  var feed: FeedViewController { appDelegate.feedViewController }

  init() {
    recorder = RecordingHandler(transport: transport)
    let bus = CommandBus(scheduler: scheduler)
    bus.register(recorder)
    appDelegate = AppDelegate(transport: transport, scheduler: spareScheduler, bus: bus)
    application.delegate = appDelegate
    application.finishLaunching()
    appDelegate.feedViewController.loadViewIfNeeded()
  }
}

/// A bare bus on a probe scheduler, with `handlers` registered in order.
func bareBus(
  _ scheduler: ProbeScheduler, _ handlers: any CommandHandler...
) -> CommandBus {
  let bus = CommandBus(scheduler: scheduler)
  for handler in handlers { bus.register(handler) }
  return bus
}

/// The name of the handler's type, or "nobody".
func name(of handler: (any CommandHandler)?) -> String {
  handler.map { String(describing: type(of: $0)) } ?? "nobody"
}

/// A session named after the login command's username.
@Sendable
func sessionFor(_ command: any Command) -> any Sendable {
  UserSession(name: (command as? LoginCommand)?.username ?? "?", token: "t")
}

let sessionJSON = #"{"name":"ana","token":"t1"}"#
let feedJSON = #"[{"id":1,"title":"Otters holding hands"},{"id":2,"title":"Bread, slowly"}]"#
let inboxJSON = #"[{"from":"bo","text":"hi"}]"#

/// Runs `body` and returns its result, so a test can explain a failure in
/// its own words instead of "Caught error".
@MainActor
func outcome<T>(of body: @MainActor () async throws -> T) async -> Result<T, any Error> {
  do {
    return .success(try await body())
  } catch {
    return .failure(error)
  }
}
