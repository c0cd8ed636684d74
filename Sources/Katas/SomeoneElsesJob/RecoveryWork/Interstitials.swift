// Provided: you do not need to edit this file.
//
// Screens that interrupt the app to sort out a failure, and the queue that
// shows them one at a time.

/// An interrupting screen.
public enum Interstitial: Sendable, Hashable, CustomStringConvertible {
  /// The login form.
  case login
  /// "No connection: Retry or Cancel?"
  case networkError

  public var description: String {
    switch self {
    case .login: "the login screen"
    case .networkError: "the network error prompt"
    }
  }
}

/// The app's window for interstitials. Whatever is presented goes on top of
/// whatever is there: nothing stops two from showing at once. A dismissal
/// takes a moment (an animation); `completion` runs once it is over.
///
/// For the tests it remembers everything: what was presented, what is on
/// screen, and the most it ever showed at once. With
/// `dismissalsFinishAtOnce` off, a dismissal waits for `finishDismissals()`.
@MainActor
public final class Interstitials {
  private(set) var onScreen: [Interstitial] = []
  private(set) var presented: [Interstitial] = []
  private(set) var mostOnScreenAtOnce = 0
  var dismissalsFinishAtOnce = true
  private var dismissals: [(Interstitial, @MainActor () -> Void)] = []

  public init() {}

  public func present(_ interstitial: Interstitial) {
    presented.append(interstitial)
    onScreen.append(interstitial)
    mostOnScreenAtOnce = max(mostOnScreenAtOnce, onScreen.count)
  }

  public func dismiss(
    _ interstitial: Interstitial, completion: @escaping @MainActor () -> Void = {}
  ) {
    dismissals.append((interstitial, completion))
    if dismissalsFinishAtOnce { finishDismissals() }
  }

  /// Whether a dismissal is under way.
  var isDismissing: Bool { !dismissals.isEmpty }

  /// Ends every dismissal under way: each interstitial is gone, and its
  /// completion runs.
  func finishDismissals() {
    while !dismissals.isEmpty {
      let (interstitial, completion) = dismissals.removeFirst()
      if let index = onScreen.firstIndex(of: interstitial) { onScreen.remove(at: index) }
      completion()
    }
  }
}

/// Shows interstitials one at a time: the first asked for is presented,
/// later ones wait until it is completely gone. Asking for one that is
/// showing or waiting already does nothing.
@MainActor
public final class InterstitialQueue {
  let interstitials: Interstitials
  private(set) var showing: Interstitial?
  private(set) var waiting: [Interstitial] = []
  private var isDismissing = false

  public init(interstitials: Interstitials) {
    self.interstitials = interstitials
  }

  func show(_ interstitial: Interstitial) {
    guard showing != interstitial, !waiting.contains(interstitial) else { return }
    guard showing == nil else { return waiting.append(interstitial) }
    showing = interstitial
    interstitials.present(interstitial)
  }

  /// Dismisses `interstitial`; once it is gone, runs `then`, then presents
  /// the next one waiting.
  func dismiss(_ interstitial: Interstitial, then: @escaping @MainActor () -> Void) {
    if let index = waiting.firstIndex(of: interstitial) {
      waiting.remove(at: index)
      return then()
    }
    guard showing == interstitial, !isDismissing else { return }
    isDismissing = true
    interstitials.dismiss(interstitial) { [weak self] in
      guard let self else { return }
      showing = nil
      isDismissing = false
      then()
      if showing == nil, !waiting.isEmpty { show(waiting.removeFirst()) }
    }
  }
}
