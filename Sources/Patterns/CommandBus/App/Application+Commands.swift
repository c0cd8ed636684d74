import HeadlessKit

/// The app-level entry point, in the spirit of `sendAction(_:to:from:)`.
///
/// An action carries nothing but its sender, runs synchronously, and says
/// only whether someone took it. A command carries its parameters and its
/// own set-up and parsing, runs off the main actor, and brings its parsed
/// result (or its error) back to the one who sent it: the responder chain,
/// on steroids.
extension Application {
  /// Sends `command` through the application's bus, on behalf of `sender`.
  /// `completion` gets the sender and the outcome on the main actor, once,
  /// unless the sender has gone away by then.
  ///
  /// With no bus (the delegate provides none), nil is returned (nothing
  /// ran) and the sender hears `CommandError.noBus` as a bus would have told
  /// it: later, on the main actor, through a scheduler's `deliver`. With no
  /// bus there is no bus's scheduler, so it is `ifNoBus`: the app's
  /// `TaskScheduler`, unless a test hands its own.
  @discardableResult
  public func sendCommand<C: Command, Sender: AnyObject & Sendable>(
    _ command: C, from sender: Sender, ifNoBus scheduler: any CommandScheduler = TaskScheduler(),
    completion: @escaping @MainActor @Sendable (Sender, Result<C.Output, any Error>) -> Void
  ) -> CommandTicket? {
    guard let commandBus else {
      scheduler.deliver { [weak sender] in
        guard let sender else { return }
        completion(sender, .failure(CommandError.noBus))
      }
      return nil
    }
    return commandBus.send(command, from: sender, completion: completion)
  }

  /// Sends `command` through the application's bus and returns its output,
  /// for async code. Throws `CommandError.noBus` if there is no bus.
  public func sendCommand<C: Command>(_ command: C) async throws -> C.Output {
    guard let commandBus else { throw CommandError.noBus }
    return try await commandBus.execute(command)
  }
}
