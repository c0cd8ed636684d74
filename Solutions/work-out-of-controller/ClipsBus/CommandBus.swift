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
    // Copy the list out, then ask: never call out while holding the lock.
    let candidates = handlers.withLock { $0 }
    return candidates.first { $0.canHandle(command) }
  }

  /// Runs `command` now, in the caller's task, through its handler, and
  /// returns its output. Handlers use it for sub-commands.
  public func perform<C: Command>(_ command: C) async throws -> C.Output {
    guard let handler = handler(for: command) else {
      throw CommandBusError.noHandler(command: String(describing: C.self))
    }
    let output = try await handler.execute(command, bus: self)
    guard let typed = output as? C.Output else {
      throw CommandBusError.unexpectedOutput(command: String(describing: C.self))
    }
    return typed
  }

  /// Sends `command`: the work runs off the main actor (through the
  /// scheduler), and `completion` gets the outcome on the main actor, once.
  public func send<C: Command>(
    _ command: C,
    completion: @escaping @MainActor @Sendable (Result<C.Output, any Error>) -> Void
  ) {
    scheduler.schedule { [self] in
      let result: Result<C.Output, any Error>
      do {
        result = .success(try await perform(command))
      } catch {
        result = .failure(error)
      }
      scheduler.deliver { completion(result) }
    }
  }
}
