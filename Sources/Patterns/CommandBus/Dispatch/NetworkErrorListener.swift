/// Collects every command that failed for want of a network (or a working
/// server) and asks the user, once, what to do: retry puts every one of
/// them back on the bus; abort fails each, so each sender hears the error.
///
/// As with logins, failures that arrive while the prompt is up join the
/// list, and nothing is re-sent until the prompt is completely gone (see
/// `InterstitialBatch`), so a command that fails again brings up a fresh
/// prompt instead of being lost on the one being dismissed.
@MainActor
public final class NetworkErrorListener: CommandFailureListener {
  private let batch: InterstitialBatch

  /// The commands waiting for the user's answer, in the order they failed.
  public var waiting: [FailedCommand] { batch.waiting }

  /// Told what the listener does, in a few words. For demos.
  public var log: (@MainActor (String) -> Void)? {
    get { batch.log }
    set { batch.log = newValue }
  }

  /// - Parameter isNetworkError: which failures this listener takes; by
  ///   default the transient `NetworkError`s (offline, server errors).
  public init(
    interstitials: InterstitialQueue,
    isNetworkError: @escaping @MainActor (any Error) -> Bool = {
      ($0 as? NetworkError)?.isTransient == true
    }
  ) {
    batch = InterstitialBatch(
      .networkError, on: interstitials, waitingFor: "the user", takes: isNetworkError)
  }

  public func commandBus(_ bus: CommandBus, didFail failure: FailedCommand) -> Bool {
    batch.take(failure)
  }

  /// The user chose Retry: once the prompt is gone, every waiting command
  /// goes back on the bus.
  public func retry() {
    batch.resolveAll(.retry)
  }

  /// The user chose Cancel: once the prompt is gone, every waiting command
  /// fails with its error.
  public func abort() {
    batch.resolveAll(.fail)
  }
}
