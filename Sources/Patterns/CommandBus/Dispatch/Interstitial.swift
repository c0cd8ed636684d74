/// A screen that interrupts the app to sort out a failure: a login form, a
/// "no connection: retry or cancel?" prompt.
public enum Interstitial: String, Sendable, Hashable, CustomStringConvertible {
  case login
  case networkError

  public var description: String {
    switch self {
    case .login: "the login screen"
    case .networkError: "the network error screen"
    }
  }
}

/// Puts interstitials on screen and takes them off: in an app, the
/// application delegate (it owns the window); in a test, a fake that
/// finishes a dismissal only when the test says so.
@MainActor
public protocol InterstitialPresenting: AnyObject {
  func present(_ interstitial: Interstitial)

  /// Takes `interstitial` off screen and calls `completion` once it is
  /// completely gone (after its animation, in a real app).
  func dismiss(_ interstitial: Interstitial, completion: @escaping @MainActor () -> Void)
}
