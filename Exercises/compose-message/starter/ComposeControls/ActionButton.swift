import HeadlessKit

/// A push button: a control, and a view in the screen's view tree.
///
/// It reports taps through its action table (`addTarget`). Screens that
/// were written before the table existed use `onTap` instead, a closure;
/// new code should not.
@MainActor
public final class ActionButton: View {
  public var title: String

  /// A disabled button ignores taps.
  public var isEnabled = true

  /// The old way to hear about taps: one closure, set by the screen.
  public var onTap: (@MainActor () -> Void)?

  /// Its targets and actions. Not private: whatever stands in for this
  /// button (a keyboard shortcut, a menu item) may send its actions, with
  /// itself as the sender.
  let actions = ActionTable<ActionButton>()

  /// The closure actions this button keeps alive (see ClosureActions.swift,
  /// the extra step): each is a target in the table, held weakly there
  /// like any other, so something must own it, and nothing else does.
  var closureActions: [ClosureAction] = []

  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Calls `action` on `target`, with this button, whenever `event` happens.
  public func addTarget<Target: AnyObject>(
    _ target: Target,
    action: @escaping (Target) -> @MainActor (ActionButton) -> Void,
    for event: ControlEvent
  ) {
    actions.addTarget(target, action: action, for: event)
  }

  /// Every live target of this button.
  public var allTargets: [AnyObject] { actions.allTargets }

  /// Simulates the user tapping the button: the finger comes down
  /// (`.touchDown`), then the tap completes (`.primaryActionTriggered`).
  public func tap() {
    guard isEnabled else { return }
    actions.sendActions(for: .touchDown, from: self)
    actions.sendActions(for: .primaryActionTriggered, from: self)
    onTap?()
  }

  public override var summary: String { "ActionButton \"\(title)\"" }
}
