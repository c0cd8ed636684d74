import RecoveryBus

/// Takes every command that failed for want of a network (or a working
/// server), asks the user once, and then either puts them all back on the
/// bus (retry) or fails each (abort); only once the prompt is gone.
@MainActor
public final class NetworkErrorListener: CommandFailureListener {
  private let interstitials: InterstitialQueue
  private var isAsking = false

  /// The commands waiting for the user's answer, in the order they failed.
  private(set) var waiting: [FailedCommand] = []

  public init(interstitials: InterstitialQueue) {
    self.interstitials = interstitials
  }

  public func commandBus(_ bus: CommandBus, didFail failure: FailedCommand) -> Bool {
    guard (failure.error as? NetworkError)?.isTransient == true else { return false }
    waiting.append(failure)
    if !isAsking {
      isAsking = true
      interstitials.show(.networkError)
    }
    return true
  }

  /// Retry: once the prompt is gone, the command that brought it up goes
  /// back on the bus; the rest stay with their prompt.
  public func retry() {
    guard isAsking else { return }
    interstitials.dismiss(.networkError) { [weak self] in
      guard let self else { return }
      isAsking = false
      if !waiting.isEmpty { waiting.removeFirst().retry() }
    }
  }

  /// Cancel: once the prompt is gone, each sender hears its error.
  public func abort() {
    finish { $0.fail() }
  }

  private func finish(_ resolve: @escaping @MainActor (FailedCommand) -> Void) {
    guard isAsking else { return }
    interstitials.dismiss(.networkError) { [weak self] in
      guard let self else { return }
      let batch = waiting
      waiting = []
      isAsking = false
      for failure in batch { resolve(failure) }
    }
  }
}
