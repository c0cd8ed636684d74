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
  /// The extra step: runs `handler` with this button whenever `event`
  /// happens, and returns the action so that it can be removed later.
  ///
  /// Build it on your `ActionTable`: the action is a target like any
  /// other, and the button must keep it alive, since the caller need not.
  /// For now the action is made and forgotten, so it never runs.
  @discardableResult
  public func addAction(
    for event: ControlEvent, _ handler: @escaping @MainActor (ActionButton) -> Void
  ) -> ClosureAction {
    ClosureAction(handler)
  }

  /// The extra step: `action` never runs again, and what its closure
  /// captured is let go, even if the caller still holds the action. For
  /// now this does nothing.
  public func removeAction(_ action: ClosureAction) {
  }
}
