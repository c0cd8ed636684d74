/// Shows interstitials one at a time, in the order they were asked for.
///
/// Two listeners may need the screen at once (the network drops while a
/// login is showing). Presenting both would stack two interrupting screens,
/// or present one twice. So every listener asks this queue: the first
/// request is presented, later ones wait until it is completely gone.
///
/// `dismiss(_:then:)` runs its follow-up only once the dismissal has
/// finished. A listener re-sends its commands there, so if one of them
/// fails again at once, the screen it needs is free to be presented again,
/// instead of the failure landing on a screen that is on its way out.
@MainActor
public final class InterstitialQueue {
  /// Presents and dismisses; weak, as it is usually the app delegate.
  public weak var presenter: (any InterstitialPresenting)?

  /// On screen now (or on its way off), if any.
  public private(set) var showing: Interstitial?

  /// Asked for and waiting their turn, oldest first.
  public private(set) var waiting: [Interstitial] = []

  private var isDismissing = false

  /// Told what the queue does, in a few words. For demos.
  public var log: (@MainActor (String) -> Void)?

  public init(presenter: (any InterstitialPresenting)? = nil) {
    self.presenter = presenter
  }

  /// Presents `interstitial` now if the screen is free; otherwise queues it.
  /// Asking for one that is showing or queued already does nothing.
  public func show(_ interstitial: Interstitial) {
    guard showing != interstitial, !waiting.contains(interstitial) else { return }
    guard showing == nil else {
      waiting.append(interstitial)
      log?("\(interstitial) waits its turn")
      return
    }
    showing = interstitial
    presenter?.present(interstitial)
  }

  /// Takes `interstitial` away and, once it is gone, calls `then`; then
  /// presents the next one waiting. If it was only queued, it is dropped
  /// and `then` runs at once.
  public func dismiss(_ interstitial: Interstitial, then: @escaping @MainActor () -> Void) {
    if let index = waiting.firstIndex(of: interstitial) {
      waiting.remove(at: index)
      then()
      return
    }
    guard showing == interstitial, !isDismissing else { return }
    isDismissing = true
    guard let presenter else { return finishDismissing(then) }
    presenter.dismiss(interstitial) { [weak self] in
      self?.finishDismissing(then)
    }
  }

  private func finishDismissing(_ then: @MainActor () -> Void) {
    showing = nil
    isDismissing = false
    then()
    if showing == nil, !waiting.isEmpty {
      show(waiting.removeFirst())
    }
  }
}
