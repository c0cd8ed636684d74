import HeadlessKit

/// Lets any responder send a command as it sends an action: through the
/// application its chain reaches (a view in a window, a screen on show).
///
///     sendCommand(FeedCommand()) { screen, result in screen.show(result) }
///
/// A protocol rather than a plain extension of `Responder`, so that the
/// completion gets the sender with its own type (`Self`), not as a bare
/// `Responder`.
@MainActor
public protocol CommandSending: Responder {}

extension Responder: CommandSending {}

extension CommandSending {
  /// Sends `command` from this responder through its application's bus.
  /// A responder in no window reaches no application: like an action that
  /// reaches no one, the command goes nowhere, and the completion hears
  /// `CommandError.noBus`, delivered by `ifNoBus` (see
  /// `Application.sendCommand(_:from:ifNoBus:completion:)`).
  @discardableResult
  public func sendCommand<C: Command>(
    _ command: C, ifNoBus scheduler: any CommandScheduler = TaskScheduler(),
    completion: @escaping @MainActor @Sendable (Self, Result<C.Output, any Error>) -> Void
  ) -> CommandTicket? {
    guard let application = responderChain.lazy.compactMap({ $0 as? Application }).first else {
      scheduler.deliver { [weak self] in
        guard let self else { return }
        completion(self, .failure(CommandError.noBus))
      }
      return nil
    }
    return application.sendCommand(
      command, from: self, ifNoBus: scheduler, completion: completion)
  }
}
