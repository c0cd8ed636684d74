/// Collects every command that failed because a login is needed, shows the
/// login screen once, and sends them all again after the user has logged
/// in: no screen ever handles "login needed" itself. While the login screen
/// is up, more such commands join the list, so one login covers them all
/// (see `InterstitialListener`).
@MainActor
public final class LoginNeededListener: InterstitialListener {
  /// - Parameter isLoginNeeded: which failures this listener takes; by
  ///   default `NetworkError.loginNeeded`.
  public init(
    interstitials: InterstitialQueue,
    isLoginNeeded: @escaping @MainActor (any Error) -> Bool = {
      ($0 as? NetworkError) == .loginNeeded
    }
  ) {
    super.init(.login, on: interstitials, waitingFor: "a login", takes: isLoginNeeded)
  }

  /// The user logged in: take the login screen away, then send every
  /// waiting command again.
  public func didLogIn() {
    resolveAll(.retry)
  }

  /// The user gave up: take the login screen away, then fail every waiting
  /// command, so each sender hears "login needed".
  public func didCancelLogIn() {
    resolveAll(.fail)
  }
}
