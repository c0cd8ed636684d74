/// An action that is a closure rather than a target and a method, as
/// UIKit's `UIAction` and SwiftUI's `Button(action:)`.
///
/// (Provided for the extra step: you do not need to change this class.)
@MainActor
public final class ClosureAction {
  /// What the action does. Nil once the action is removed, which also
  /// lets go of everything the closure captured.
  public var handler: (@MainActor (ActionButton) -> Void)?

  public init(_ handler: @escaping @MainActor (ActionButton) -> Void) {
    self.handler = handler
  }

  /// The action's method, for a table that calls it like any target's:
  /// `ClosureAction.run`.
  public func run(_ sender: ActionButton) {
    handler?(sender)
  }
}

extension ActionButton {
  /// Runs `handler` with this button whenever `event` happens, and returns
  /// the action so that it can be removed later.
  ///
  /// Target-action underneath: the action is a target of the button's
  /// table, for `event` only, and `ClosureAction.run` is its method. The
  /// table holds it weakly, as every target, so the button keeps it alive.
  @discardableResult
  public func addAction(
    for event: ControlEvent, _ handler: @escaping @MainActor (ActionButton) -> Void
  ) -> ClosureAction {
    let action = ClosureAction(handler)
    closureActions.append(action)
    addTarget(action, action: ClosureAction.run, for: .primaryActionTriggered)
    return action
  }

  /// `action` never runs again. The caller may still hold the action (to
  /// remove it, say), so dropping it is not enough: its closure goes too,
  /// and with it whatever the closure captured.
  public func removeAction(_ action: ClosureAction) {
    action.handler = nil
    closureActions.removeAll { $0 === action }
  }
}
