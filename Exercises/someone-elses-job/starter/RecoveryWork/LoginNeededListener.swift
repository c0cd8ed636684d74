import RecoveryBus

/// Will take every command that failed because a login is needed, ask for
/// the login screen once, and send them all again after the user has
/// logged in.
///
/// A sketch: it takes nothing yet, so each screen still asks for a login on
/// its own.
@MainActor
public final class LoginNeededListener: CommandFailureListener {
  private let interstitials: InterstitialQueue

  /// The commands waiting for a login, in the order they failed.
  private(set) var waiting: [FailedCommand] = []

  public init(interstitials: InterstitialQueue) {
    self.interstitials = interstitials
  }

  public func commandBus(_ bus: CommandBus, didFail failure: FailedCommand) -> Bool {
    false
  }

  /// The user logged in.
  public func didLogIn() {}

  /// The user gave up on logging in.
  public func didCancelLogIn() {}
}
