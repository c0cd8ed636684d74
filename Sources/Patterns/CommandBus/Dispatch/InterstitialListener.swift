/// A failure listener that fixes its failures with an interstitial: what
/// `LoginNeededListener` and `NetworkErrorListener` share, as `UIControl`
/// is what every button and slider share. Each subclass adds only what
/// differs: which failures it takes, which interstitial it shows, and what
/// the user's answers are called (`didLogIn()`, `retry()`, ...).
///
/// Every such listener goes through the same three phases: idle; asking
/// (its interstitial is on screen, or waiting its turn, and every failure
/// it takes joins the batch); and dismissing (the user has answered, the
/// interstitial is on its way out, and failures still join the batch).
/// Only once the interstitial is completely gone is the batch resolved,
/// every command the same way, and the phase back to idle. So a command
/// that fails again at once brings up a fresh interstitial instead of
/// landing on one that is leaving. Each command keeps its own sender, so
/// each result reaches only the screen that asked for it.
@MainActor
public class InterstitialListener: CommandFailureListener {
  private enum Phase {
    case idle
    case asking
    case dismissing
  }

  /// What to do with every held command once the interstitial is gone.
  enum Resolution {
    /// Send each again (same identifier, sender and completion).
    case retry
    /// Give up: each sender hears the error its command failed with.
    case fail
  }

  /// The interstitial this listener shows.
  public let interstitial: Interstitial

  /// The commands held, in the order they failed.
  public private(set) var waiting: [FailedCommand] = []

  /// Told what the listener does, in a few words. For demos.
  public var log: (@MainActor (String) -> Void)?

  private let interstitials: InterstitialQueue
  private let waitingFor: String
  private let takes: @MainActor (any Error) -> Bool
  private var phase = Phase.idle

  /// - Parameters:
  ///   - waitingFor: what the held commands wait for, for the log ("a login").
  ///   - takes: which failures this listener takes.
  init(
    _ interstitial: Interstitial, on interstitials: InterstitialQueue, waitingFor: String,
    takes: @escaping @MainActor (any Error) -> Bool
  ) {
    self.interstitial = interstitial
    self.interstitials = interstitials
    self.waitingFor = waitingFor
    self.takes = takes
  }

  /// Holds `failure` if it is one this listener takes, and asks for the
  /// interstitial unless it is already up; true if it was taken.
  public func commandBus(_ bus: CommandBus, didFail failure: FailedCommand) -> Bool {
    guard takes(failure.error) else { return false }
    waiting.append(failure)
    log?("takes \(failure.command.commandName): \(waiting.count) waiting for \(waitingFor)")
    if phase == .idle {
      phase = .asking
      interstitials.show(interstitial)
    }
    return true
  }

  /// The user has answered: takes the interstitial away and, once it is
  /// gone, resolves every command held by then (those cancelled meanwhile
  /// are dropped: their senders have heard `.cancelled`). Does nothing
  /// unless the interstitial is up and not already on its way out.
  func resolveAll(_ resolution: Resolution) {
    guard phase == .asking else { return }
    phase = .dismissing
    interstitials.dismiss(interstitial) { [weak self] in
      guard let self else { return }
      let batch = waiting.filter { !$0.isCancelled }
      waiting = []
      phase = .idle
      let count = batch.count == 1 ? "1 command" : "\(batch.count) commands"
      switch resolution {
      case .retry:
        log?("\(interstitial) is gone: sends \(count) again")
        for failure in batch { failure.retry() }
      case .fail:
        log?("\(interstitial) is gone: fails \(count)")
        for failure in batch { failure.fail() }
      }
    }
  }
}
