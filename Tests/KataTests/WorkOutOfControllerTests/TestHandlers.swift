import BusSupport
import Foundation

@testable import ClipsBus
@testable import ClipsWork

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

/// A handler that holds the command it runs inside scheduled work until
/// that work is cancelled, or the test lets it go. It fires "entered" and
/// "cancelled" in `events`. Outside scheduled work it answers at once.
final class HoldingHandler: CommandHandler {
  let events = TestEvents()
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

/// Registered last: takes every command the handlers before it turned
/// down, writes it down and fails it, so a test can say what a screen
/// really sent when it was not what the spy accepts.
final class Bystander: CommandHandler {
  private let seen = Locked<[any Command]>([])

  /// The type names of the commands nobody else took, in order.
  var commandNames: [String] { seen.withLock { $0 }.map { String(describing: type(of: $0)) } }

  func canHandle(_ command: any Command) -> Bool { true }

  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    seen.withLock { $0.append(command) }
    throw SpyFailure()
  }
}

/// What a screen sent through its bus: the spy's commands, then those
/// nobody took, in words.
func whatWasSent(_ spy: SpyHandler, _ bystander: Bystander) -> String {
  let all = spy.commandsRun + bystander.commandNames
  return all.isEmpty ? "nothing" : all.joined(separator: ", ")
}
