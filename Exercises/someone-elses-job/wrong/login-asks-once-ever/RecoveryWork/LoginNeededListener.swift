import RecoveryBus

/// Takes every command that failed because a login is needed, asks for the
/// login screen once, and, once the user has logged in and the login screen
/// is completely gone, sends each one again. No screen deals with logins.
@MainActor
public final class LoginNeededListener: CommandFailureListener {
  private let interstitials: InterstitialQueue
  private var isAskingForLogin = false

  /// The commands waiting for a login, in the order they failed.
  private(set) var waiting: [FailedCommand] = []

  public init(interstitials: InterstitialQueue) {
    self.interstitials = interstitials
  }

  public func commandBus(_ bus: CommandBus, didFail failure: FailedCommand) -> Bool {
    guard failure.error as? NetworkError == .loginNeeded else { return false }
    waiting.append(failure)
    if !isAskingForLogin {
      isAskingForLogin = true
      interstitials.show(.login)
    }
    return true
  }

  /// The user logged in: once the login screen is gone, re-send them all.
  public func didLogIn() {
    finish { $0.retry() }
  }

  /// The user gave up: once the login screen is gone, fail them all.
  public func didCancelLogIn() {
    finish { $0.fail() }
  }

  /// Commands failing while the screen leaves join the batch: the user has
  /// just logged in, so they are re-sent with the others.
  private func finish(_ resolve: @escaping @MainActor (FailedCommand) -> Void) {
    guard isAskingForLogin else { return }
    interstitials.dismiss(.login) { [weak self] in
      guard let self else { return }
      let batch = waiting
      waiting = []
      for failure in batch { resolve(failure) }
    }
  }
}
