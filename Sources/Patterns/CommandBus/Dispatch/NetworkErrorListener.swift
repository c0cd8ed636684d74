import Foundation

/// Collects every command that failed for want of a network (or a working
/// server) and asks the user, once, what to do: retry puts every one of
/// them back on the bus; abort fails each, so each sender hears the error.
///
/// As with logins, failures that arrive while the prompt is up join the
/// list, and nothing is re-sent until the prompt is completely gone, so a
/// command that fails again brings up a fresh prompt instead of being lost
/// on the one being dismissed.
@MainActor
public final class NetworkErrorListener: CommandFailureListener {
  private enum Phase {
    case idle
    case asking
    case dismissing
  }

  private let interstitials: InterstitialQueue
  private let isNetworkError: @MainActor (any Error) -> Bool
  private var phase = Phase.idle

  /// The commands waiting for the user's answer, in the order they failed.
  public private(set) var waiting: [FailedCommand] = []

  /// Told what the listener does, in a few words. For demos.
  public var log: (@MainActor (String) -> Void)?

  /// - Parameter isNetworkError: which failures this listener takes; by
  ///   default the transient `NetworkError`s (offline, server errors).
  public init(
    interstitials: InterstitialQueue,
    isNetworkError: @escaping @MainActor (any Error) -> Bool = {
      ($0 as? NetworkError)?.isTransient == true
    }
  ) {
    self.interstitials = interstitials
    self.isNetworkError = isNetworkError
  }

  public func commandBus(_ bus: CommandBus, didFail failure: FailedCommand) -> Bool {
    guard isNetworkError(failure.error) else { return false }
    waiting.append(failure)
    log?("takes \(failure.command.commandName): \(waiting.count) waiting for the user")
    if phase == .idle {
      phase = .asking
      interstitials.show(.networkError)
    }
    return true
  }

  /// The user chose Retry: once the prompt is gone, every waiting command
  /// goes back on the bus.
  public func retry() {
    finish(saying: "sends %@ again") { failure in failure.retry() }
  }

  /// The user chose Cancel: once the prompt is gone, every waiting command
  /// fails with its error.
  public func abort() {
    finish(saying: "fails %@") { failure in failure.fail() }
  }

  /// Dismisses, then resolves every waiting command; `saying` describes it
  /// for the log, with %@ standing for the number of commands.
  private func finish(
    saying: String, _ resolve: @escaping @MainActor (FailedCommand) -> Void
  ) {
    guard phase == .asking else { return }
    phase = .dismissing
    interstitials.dismiss(.networkError) { [weak self] in
      guard let self else { return }
      let batch = waiting.filter { !$0.isCancelled }
      waiting = []
      phase = .idle
      let count = batch.count == 1 ? "1 command" : "\(batch.count) commands"
      log?(
        "\(Interstitial.networkError) is gone: "
          + saying.replacingOccurrences(of: "%@", with: count))
      for failure in batch { resolve(failure) }
    }
  }
}
