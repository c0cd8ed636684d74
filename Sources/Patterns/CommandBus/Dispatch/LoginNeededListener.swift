/// Collects every command that failed because a login is needed, shows the
/// login screen once, and sends them all again after the user has logged
/// in: no screen ever handles "login needed" itself.
///
/// While the login screen is up (or waiting for its turn, or on its way
/// out), more such commands are simply added to the list, so one login
/// covers them all. They are re-sent only once the login screen is
/// completely gone (see `InterstitialBatch`); each keeps its own sender, so
/// each result reaches only the screen that asked for it.
@MainActor
public final class LoginNeededListener: CommandFailureListener {
  private let batch: InterstitialBatch

  /// The commands waiting for a login, in the order they failed.
  public var waiting: [FailedCommand] { batch.waiting }

  /// Told what the listener does, in a few words. For demos.
  public var log: (@MainActor (String) -> Void)? {
    get { batch.log }
    set { batch.log = newValue }
  }

  /// - Parameter isLoginNeeded: which failures this listener takes; by
  ///   default `NetworkError.loginNeeded`.
  public init(
    interstitials: InterstitialQueue,
    isLoginNeeded: @escaping @MainActor (any Error) -> Bool = {
      ($0 as? NetworkError) == .loginNeeded
    }
  ) {
    batch = InterstitialBatch(
      .login, on: interstitials, waitingFor: "a login", takes: isLoginNeeded)
  }

  public func commandBus(_ bus: CommandBus, didFail failure: FailedCommand) -> Bool {
    batch.take(failure)
  }

  /// The user logged in: take the login screen away, then send every
  /// waiting command again.
  public func didLogIn() {
    batch.resolveAll(.retry)
  }

  /// The user gave up: take the login screen away, then fail every waiting
  /// command, so each sender hears "login needed".
  public func didCancelLogIn() {
    batch.resolveAll(.fail)
  }
}
