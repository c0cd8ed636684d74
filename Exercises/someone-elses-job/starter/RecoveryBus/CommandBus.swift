import BusSupport

/// What can go wrong on the bus itself.
public enum CommandBusError: Error, Equatable {
  case noHandler(command: String)
  case unexpectedOutput(command: String)
}

/// Hears about every failed command before its sender does.
@MainActor
public protocol CommandFailureListener: AnyObject, Sendable {
  /// Return true to take charge of `failure`: its sender is not told, and
  /// you owe it a `retry()` or a `fail()`, later. False passes it on.
  func commandBus(_ bus: CommandBus, didFail failure: FailedCommand) -> Bool
}

/// A command that failed, as a listener sees it: what failed, why, and the
/// two ways to let it go. Either way, the outcome reaches the command's own
/// sender, and only that sender.
@MainActor
public final class FailedCommand {
  public let command: any Command
  public let error: any Error
  public private(set) var isResolved = false
  private let resend: @MainActor () -> Void
  private let report: @MainActor (any Error) -> Void

  init(
    command: any Command, error: any Error, resend: @escaping @MainActor () -> Void,
    report: @escaping @MainActor (any Error) -> Void
  ) {
    self.command = command
    self.error = error
    self.resend = resend
    self.report = report
  }

  /// Sends the same command again, to the same sender. If it fails again,
  /// the listeners hear about it again.
  public func retry() {
    guard !isResolved else { return }
    isResolved = true
    resend()
  }

  /// Gives up: the sender hears the error.
  public func fail() {
    guard !isResolved else { return }
    isResolved = true
    report(error)
  }
}

/// Takes commands from the screens, finds the handler for each, runs the
/// work off the main actor and brings the result back on the main actor.
///
/// Failure listeners can be added, but are never told anything yet: every
/// failure goes straight to its sender, so each screen handles "login
/// needed" and "offline" on its own.
public final class CommandBus: Sendable {
  private let handlers = Locked<[any CommandHandler]>([])
  private let listeners = Locked<[any CommandFailureListener]>([])
  private let scheduler: any CommandScheduler

  public init(scheduler: any CommandScheduler) {
    self.scheduler = scheduler
  }

  public func register(_ handler: any CommandHandler) {
    handlers.withLock { $0.append(handler) }
  }

  /// Adds a listener after those already there.
  @MainActor
  public func addFailureListener(_ listener: any CommandFailureListener) {
    listeners.withLock { $0.append(listener) }
  }

  public func handler(for command: any Command) -> (any CommandHandler)? {
    let candidates = handlers.withLock { $0 }
    return candidates.first { $0.canHandle(command) }
  }

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

  /// Sends `command`: the work runs off the main actor, and the outcome
  /// comes back on the main actor, to `completion`.
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

  /// Offers `failure` to the listeners, in the order they were added; true
  /// if one took it.
  @MainActor
  private func offer(_ failure: FailedCommand) -> Bool {
    false
  }
}
