import BusSupport
import Foundation

/// Names one command, so a retry or a replay can be told from a new one.
public struct CommandID: Hashable, Codable, Sendable {
  public let rawValue: String

  public init() {
    rawValue = UUID().uuidString
  }
}

/// A request for work: its parameters, set by the screen that makes it,
/// and what it gives back (`Output`, already parsed). Codable, so it could
/// be written down and replayed; Sendable, because it is made on the main
/// actor and run off it.
public protocol Command: Codable, Sendable {
  associatedtype Output: Sendable
  var id: CommandID { get }
}

/// Runs commands: "can you handle this?" and "execute it".
public protocol CommandHandler: Sendable {
  func canHandle(_ command: any Command) -> Bool

  /// Does the work and returns the command's `Output`. `bus` is there for
  /// sub-commands: `try await bus.perform(child)`.
  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable
}

/// What can go wrong on the bus itself.
public enum CommandBusError: Error, Equatable {
  /// No registered handler takes this command.
  case noHandler(command: String)
  /// The handler returned something other than the command's `Output`.
  case unexpectedOutput(command: String)
}

/// Takes commands from the screens, finds the handler for each, runs the
/// work off the main actor and brings the result back on the main actor.
///
/// Only the outline is here so far: handlers can be registered, but no
/// command is routed or run yet. The screens still do their own
/// networking.
public final class CommandBus: Sendable {
  private let handlers = Locked<[any CommandHandler]>([])
  private let scheduler: any CommandScheduler

  public init(scheduler: any CommandScheduler) {
    self.scheduler = scheduler
  }

  /// Adds a handler; the first registered that can handle a command gets it.
  public func register(_ handler: any CommandHandler) {
    handlers.withLock { $0.append(handler) }
  }

  /// The first registered handler that says it can handle `command`.
  public func handler(for command: any Command) -> (any CommandHandler)? {
    nil
  }

  /// Runs `command` now, in the caller's task, through its handler, and
  /// returns its output. Handlers use it for sub-commands.
  public func perform<C: Command>(_ command: C) async throws -> C.Output {
    throw CommandBusError.noHandler(command: String(describing: C.self))
  }

  /// Sends `command`: the work runs off the main actor (through the
  /// scheduler), and `completion` gets the outcome on the main actor, once.
  public func send<C: Command>(
    _ command: C,
    completion: @escaping @MainActor @Sendable (Result<C.Output, any Error>) -> Void
  ) {}
}
