import HeadlessKit

/// Whoever owns the app's command bus: in practice the application
/// delegate, which makes the bus at launch and registers the handlers.
///
/// The application finds its bus through its delegate, the way an action
/// sent up the responder chain ends at the application and its delegate.
@MainActor
public protocol CommandBusProviding: AnyObject {
  var commandBus: CommandBus { get }
}

extension Application {
  /// The application's command bus: its delegate's, if the delegate
  /// provides one.
  public var commandBus: CommandBus? {
    (delegate as? CommandBusProviding)?.commandBus
  }
}
