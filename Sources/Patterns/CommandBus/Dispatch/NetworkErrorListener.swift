/// Collects every command that failed for want of a network (or a working
/// server) and asks the user, once, what to do: retry puts every one of
/// them back on the bus; abort fails each, so each sender hears the error.
/// As with logins, failures that arrive while the prompt is up join the
/// list (see `InterstitialListener`).
@MainActor
public final class NetworkErrorListener: InterstitialListener {
  /// - Parameter isNetworkError: which failures this listener takes; by
  ///   default the transient `NetworkError`s (offline, server errors).
  public init(
    interstitials: InterstitialQueue,
    isNetworkError: @escaping @MainActor (any Error) -> Bool = {
      ($0 as? NetworkError)?.isTransient == true
    }
  ) {
    super.init(.networkError, on: interstitials, waitingFor: "the user", takes: isNetworkError)
  }

  /// The user chose Retry: once the prompt is gone, every waiting command
  /// goes back on the bus.
  public func retry() {
    resolveAll(.retry)
  }

  /// The user chose Cancel: once the prompt is gone, every waiting command
  /// fails with its error.
  public func abort() {
    resolveAll(.fail)
  }
}
