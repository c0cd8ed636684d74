import Foundation

/// Collects every command that failed because a login is needed, shows the
/// login screen once, and sends them all again after the user has logged
/// in: no screen ever handles "login needed" itself.
///
/// While the login screen is up (or waiting for its turn, or on its way
/// out), more such commands are simply added to the list, so one login
/// covers them all. They are re-sent only once the login screen is
/// completely gone; each keeps its own sender, so each result reaches only
/// the screen that asked for it.
@MainActor
public final class LoginNeededListener: CommandFailureListener {
  private enum Phase {
    case idle
    case askingForLogin
    case dismissing
  }

  private let interstitials: InterstitialQueue
  private let isLoginNeeded: @MainActor (any Error) -> Bool
  private var phase = Phase.idle

  /// The commands waiting for a login, in the order they failed.
  public private(set) var waiting: [FailedCommand] = []

  /// Told what the listener does, in a few words. For demos.
  public var log: (@MainActor (String) -> Void)?

  /// - Parameter isLoginNeeded: which failures this listener takes; by
  ///   default `NetworkError.loginNeeded`.
  public init(
    interstitials: InterstitialQueue,
    isLoginNeeded: @escaping @MainActor (any Error) -> Bool = {
      ($0 as? NetworkError) == .loginNeeded
    }
  ) {
    self.interstitials = interstitials
    self.isLoginNeeded = isLoginNeeded
  }

  public func commandBus(_ bus: CommandBus, didFail failure: FailedCommand) -> Bool {
    guard isLoginNeeded(failure.error) else { return false }
    waiting.append(failure)
    log?("takes \(failure.command.commandName): \(waiting.count) waiting for a login")
    if phase == .idle {
      phase = .askingForLogin
      interstitials.show(.login)
    }
    return true
  }

  /// The user logged in: take the login screen away, then send every
  /// waiting command again.
  public func didLogIn() {
    finish(saying: "sends %@ again") { failure in failure.retry() }
  }

  /// The user gave up: take the login screen away, then fail every waiting
  /// command, so each sender hears "login needed".
  public func didCancelLogIn() {
    finish(saying: "fails %@") { failure in failure.fail() }
  }

  /// Dismisses, then resolves every waiting command; `saying` describes it
  /// for the log, with %@ standing for the number of commands.
  private func finish(
    saying: String, _ resolve: @escaping @MainActor (FailedCommand) -> Void
  ) {
    guard phase == .askingForLogin else { return }
    phase = .dismissing
    interstitials.dismiss(.login) { [weak self] in
      guard let self else { return }
      let batch = waiting.filter { !$0.isCancelled }
      waiting = []
      phase = .idle
      let count = batch.count == 1 ? "1 command" : "\(batch.count) commands"
      log?("\(Interstitial.login) is gone: " + saying.replacingOccurrences(of: "%@", with: count))
      for failure in batch { resolve(failure) }
    }
  }
}
