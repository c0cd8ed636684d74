/// A button in a navigation bar or toolbar ("Cancel", "Done").
///
/// It is *not* a control and not even a view: a plain object that the bar
/// draws. Yet it reports a tap exactly as a control does, with a target and
/// an action, so the same screen code handles both. One target and one
/// action, as in UIKit; the target is held weakly.
@MainActor
public final class BarButtonItem {
  public var title: String

  /// A disabled item sends nothing.
  public var isEnabled = true

  private var actionTarget: ActionTarget<BarButtonItem>?

  /// An item with no action yet; give it one with `setTarget(_:action:)`.
  public init(title: String) {
    self.title = title
  }

  /// An item that calls `action` on `target` with itself as the sender, e.g.
  /// `BarButtonItem(title: "Cancel", target: self, action: Self.cancel)`.
  public init<Target: AnyObject>(
    title: String, target: Target, action: @escaping (Target) -> @MainActor (BarButtonItem) -> Void
  ) {
    self.title = title
    actionTarget = ActionTarget(target, action: action)
  }

  /// The same, for an action that takes no sender.
  public init<Target: AnyObject>(
    title: String, target: Target, action: @escaping (Target) -> @MainActor () -> Void
  ) {
    self.title = title
    actionTarget = ActionTarget(target, action: action)
  }

  /// Who the item calls, while that object is alive.
  public var target: AnyObject? { actionTarget?.target }

  /// Replaces the item's target and action.
  public func setTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> @MainActor (BarButtonItem) -> Void
  ) {
    actionTarget = ActionTarget(target, action: action)
  }

  /// The same, for an action that takes no sender.
  public func setTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> @MainActor () -> Void
  ) {
    actionTarget = ActionTarget(target, action: action)
  }

  /// Simulates the user tapping the item: its action goes to its target, if
  /// the item is enabled and the target still exists.
  public func tap() {
    guard isEnabled else { return }
    actionTarget?.send(from: self)
  }

  /// E.g. `BarButtonItem "Cancel"`, for traces.
  public var summary: String {
    "BarButtonItem \"\(title)\"" + (isEnabled ? "" : " (disabled)")
  }
}
