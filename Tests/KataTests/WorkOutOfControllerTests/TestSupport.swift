import BusSupport
import Foundation
import HeadlessKit

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

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
  private let executor = Locked<TestExecutor?>(nil)

  var pendingWorkCount: Int { inner.pendingWorkCount }
  var runningWorkCount: Int { inner.runningWorkCount }
  var pendingDeliveryCount: Int { inner.pendingDeliveryCount }

  /// How many pieces of work were scheduled from inside scheduled work.
  var nestedWorkCount: Int { nested.withLock { $0 } }

  func schedule(_ work: @escaping @Sendable () async -> Void) -> @Sendable () -> Void {
    guard !Probe.inScheduledWork else {
      nested.withLock { $0 += 1 }
      let task = Task.detached {
        await Probe.$inNestedWork.withValue(true) {
          await Probe.$inScheduledWork.withValue(true) { await work() }
        }
      }
      return { task.cancel() }
    }
    return inner.schedule { [executor] in
      guard let preferred = executor.withLock({ $0 }) else {
        return await Probe.$inScheduledWork.withValue(true) { await work() }
      }
      await withTaskExecutorPreference(preferred) {
        await Probe.$inScheduledWork.withValue(true) { await work() }
      }
    }
  }

  /// Work started from now on runs on `preferred`, with every child task
  /// it makes, one job at a time when the test says so: so the test can
  /// see what is in flight at the same time, with no waiting.
  func runWork(on preferred: TestExecutor) {
    executor.withLock { $0 = preferred }
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

extension Result {
  /// The error, if this is a failure.
  var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// "1 piece", "3 commands": a count with its noun, for messages.
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// "once", "twice", "3 times", for messages.
func times(_ count: Int) -> String {
  count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
}
