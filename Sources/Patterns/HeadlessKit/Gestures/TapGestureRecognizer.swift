/// Recognises a tap on the view it is attached to and reports it through
/// target-action: a tap on a photo, on a row, on the background to hide the
/// keyboard.
///
/// It lets any view answer taps without becoming a control. Like a control it
/// can have several targets, each with its own action, called in the order
/// they were added; targets are held weakly. The view owns its recognizers.
@MainActor
public final class TapGestureRecognizer {
  /// The view this recognizer watches; set by `View.addGestureRecognizer(_:)`.
  public internal(set) weak var view: View?

  /// A disabled recognizer recognises nothing.
  public var isEnabled = true

  private var actionTargets: [ActionTarget<TapGestureRecognizer>] = []

  /// A recognizer with no targets yet.
  public init() {}

  /// A recognizer that calls `action` on `target`, e.g.
  /// `TapGestureRecognizer(target: self, action: Self.backgroundTapped)`.
  public init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> @MainActor (TapGestureRecognizer) -> Void
  ) {
    addTarget(target, action: action)
  }

  /// The same, for an action that takes no sender.
  public init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> @MainActor () -> Void
  ) {
    addTarget(target, action: action)
  }

  /// Adds another target and action; all of them are called on each tap.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> @MainActor (TapGestureRecognizer) -> Void
  ) {
    actionTargets.append(ActionTarget(target, action: action))
  }

  /// The same, for an action that takes no sender.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> @MainActor () -> Void
  ) {
    actionTargets.append(ActionTarget(target, action: action))
  }

  /// Stops calling any action on `target`.
  public func removeTarget(_ target: AnyObject) {
    actionTargets.removeAll { $0.target === target }
  }

  /// Every target that is still alive, in the order added.
  public var allTargets: [AnyObject] {
    actionTargets.compactMap(\.target)
  }

  /// Simulates a tap on the recognizer's view: each target's action is
  /// called, in order. Nothing happens if the recognizer is disabled, is not
  /// attached to a view, or its view is hidden.
  public func tap() {
    guard isEnabled, let view, !view.isHidden else { return }
    let current = actionTargets
    for actionTarget in current { actionTarget.send(from: self) }
    actionTargets.removeAll { $0.target == nil }
  }
}
