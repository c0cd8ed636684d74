import HeadlessKit
import Observation

/// A view controller whose views follow an `@Observable` model by
/// themselves: UIKit's automatic observation tracking, in miniature.
///
/// A subclass puts the model into its views in `updateProperties()`. That
/// runs inside `withObservationTracking`, which notes every observable
/// property it reads. When one of them is about to change, the tracking
/// marks the controller (`setNeedsUpdateProperties()`), and the next
/// update pass, `updatePropertiesIfNeeded()`, runs it again. Many changes
/// between two passes cost one update; a property it never read costs
/// nothing.
///
/// Two rules of `withObservationTracking` shape this class:
/// - It tells once. After one change the tracking is over, so each update
///   registers afresh; a controller that tracked only in `viewDidLoad`
///   would miss every change after the first.
/// - It tells before the change (in the property's `willSet`), so the
///   handler only marks; the update reads the new values later.
///
/// The handler holds the controller weakly: tracking never keeps a screen
/// alive, and a closed screen is simply not told.
@MainActor
open class ObservingViewController: ViewController {
  /// Whether a property that the last update read has changed since.
  public private(set) var needsUpdateProperties = true

  /// How many times `updateProperties()` has run.
  public private(set) var propertyUpdateCount = 0

  /// Puts the model into the views. Override it; read the model here, and
  /// only here, so that the tracking sees every read.
  open func updateProperties() {}

  /// Asks for an update at the next pass.
  public func setNeedsUpdateProperties() {
    needsUpdateProperties = true
  }

  /// The update pass (in UIKit, the run loop's next turn): if marked, runs
  /// `updateProperties()` under fresh tracking.
  public func updatePropertiesIfNeeded() {
    guard needsUpdateProperties else { return }
    needsUpdateProperties = false
    propertyUpdateCount += 1
    withObservationTracking {
      updateProperties()
    } onChange: { [weak self] in
      // Called on the thread that changed the model: the model is
      // main-actor isolated, so that is the main actor.
      MainActor.assumeIsolated { self?.setNeedsUpdateProperties() }
    }
  }
}
