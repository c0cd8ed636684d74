import RecoveryBus

/// Will take every command that failed for want of a network (or a working
/// server), ask the user once, and retry them all or give up on them all.
///
/// A sketch: it takes nothing yet, so each screen still shows its own
/// prompt.
@MainActor
public final class NetworkErrorListener: CommandFailureListener {
  private let interstitials: InterstitialQueue

  /// The commands waiting for the user's answer, in the order they failed.
  private(set) var waiting: [FailedCommand] = []

  public init(interstitials: InterstitialQueue) {
    self.interstitials = interstitials
  }

  public func commandBus(_ bus: CommandBus, didFail failure: FailedCommand) -> Bool {
    false
  }

  /// The user chose Retry.
  public func retry() {}

  /// The user chose Cancel.
  public func abort() {}
}
