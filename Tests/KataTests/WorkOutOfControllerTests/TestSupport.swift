import Foundation
import HeadlessKit

@testable import WorkOutOfController

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

/// A handler that takes the commands `accepts` says yes to, answers with
/// its name (or a canned output) and writes down what it ran.
final class SpyHandler: CommandHandler {
  let name: String
  let accepts: @Sendable (any Command) -> Bool
  let output: @Sendable (any Command) -> any Sendable
  private let ran = Locked<[String]>([])

  init(
    _ name: String, accepts: @escaping @Sendable (any Command) -> Bool,
    output: (@Sendable (any Command) -> any Sendable)? = nil
  ) {
    self.name = name
    self.accepts = accepts
    self.output = output ?? { _ in name }
  }

  /// The type names of the commands this handler ran, in order.
  var commandsRun: [String] { ran.withLock { $0 } }

  func canHandle(_ command: any Command) -> Bool { accepts(command) }

  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    ran.withLock { $0.append(String(describing: type(of: command))) }
    return output(command)
  }
}

/// Collects outcomes on the main actor.
@MainActor
final class Outcomes<Output> {
  private(set) var all: [Result<Output, any Error>] = []
  var values: [Output] { all.compactMap { try? $0.get() } }
  var errors: [any Error] {
    all.compactMap {
      if case .failure(let error) = $0 { return error }
      return nil
    }
  }
  func append(_ result: Result<Output, any Error>) { all.append(result) }
}

/// The app with a fake network and a scheduler the test drives.
@MainActor
struct AppScene {
  let transport = FakeTransport()
  let scheduler = ManualScheduler()
  let application = Application()
  let appDelegate: AppDelegate

  var login: LoginViewController { appDelegate.loginViewController }
  var feed: FeedViewController { appDelegate.feedViewController }

  init() {
    appDelegate = AppDelegate(transport: transport, scheduler: scheduler)
    application.delegate = appDelegate
    application.finishLaunching()
    appDelegate.feedViewController.loadViewIfNeeded()
  }
}

/// The names of the stored properties of `owner` that hold a transport or
/// a scheduler: the things a screen should leave to the bus.
@MainActor
func plumbingProperties(of owner: AnyObject) -> [String] {
  Mirror(reflecting: owner).children.compactMap { child in
    let isPlumbing = child.value is any Transport || child.value is any CommandScheduler
    return isPlumbing ? (child.label ?? "an unnamed property") : nil
  }
}

/// Whether `owner` keeps a CommandBus in a stored property.
@MainActor
func holdsABus(_ owner: AnyObject) -> Bool {
  Mirror(reflecting: owner).children.contains { $0.value is CommandBus }
}

/// The name of the handler's type, or "nobody".
func name(of handler: (any CommandHandler)?) -> String {
  handler.map { String(describing: type(of: $0)) } ?? "nobody"
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
