/// A button in the screen's toolbar ("Cancel", "Done").
///
/// Not a view and not a control: a plain object the toolbar draws. It has
/// nothing in common with `ActionButton` except that both report taps, and
/// both keep an action table for that. Screens written before the table
/// existed use `delegate` instead.
@MainActor
public final class ToolbarItem {
  public var title: String

  /// A disabled item ignores taps.
  public var isEnabled = true

  /// The old way to hear about taps: one delegate for every item, which
  /// has to work out from the item which one was tapped.
  public weak var delegate: (any ToolbarItemDelegate)?

  /// Its targets and actions. Not private: whatever stands in for this
  /// item (a keyboard shortcut, a menu item) may send its actions, with
  /// itself as the sender.
  let actions = ActionTable<ToolbarItem>()

  public init(title: String) {
    self.title = title
  }

  /// Calls `action` on `target`, with this item, whenever `event` happens.
  public func addTarget<Target: AnyObject>(
    _ target: Target,
    action: @escaping (Target) -> @MainActor (ToolbarItem) -> Void,
    for event: ControlEvent
  ) {
    actions.addTarget(target, action: action, for: event)
  }

  /// Every live target of this item.
  public var allTargets: [AnyObject] { actions.allTargets }

  /// Simulates the user tapping the item.
  public func tap() {
    guard isEnabled else { return }
    actions.sendActions(for: .primaryActionTriggered, from: self)
    delegate?.toolbarItemWasTapped(self)
  }
}

/// The old way for a screen to hear about its toolbar items' taps.
@MainActor
public protocol ToolbarItemDelegate: AnyObject {
  func toolbarItemWasTapped(_ item: ToolbarItem)
}
