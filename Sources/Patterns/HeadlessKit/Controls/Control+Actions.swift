/// Closure actions: what UIKit's `UIAction` and SwiftUI's `Button(action:)`
/// offer in place of a target and an action.
///
///     sendButton.addAction(for: .primaryActionTriggered) { [weak self] _ in
///       self?.sendDraft()
///     }
///
/// Underneath it is still target-action: the closure is wrapped in a
/// `ControlAction`, which becomes a target like any other, held weakly. But
/// nothing else owns that action, so the control keeps it alive itself,
/// and with it everything the closure captures. A closure that captures the
/// screen which owns the control makes a loop (screen, view, control,
/// action, screen) and the screen is never freed. A weak target gave that
/// for free; with closures, `[weak self]` is the writer's job.
@MainActor
public final class ControlAction {
  /// A name for traces and menus, as `UIAction.title`.
  public let title: String

  private let handler: @MainActor (Control) -> Void

  /// An action that calls `handler` with the control that sent it.
  public init(title: String = "", handler: @escaping @MainActor (Control) -> Void) {
    self.title = title
    self.handler = handler
  }

  /// The action's method, called by the control as on any target.
  func run(_ sender: Control) {
    handler(sender)
  }
}

extension Control {
  /// Runs `action` whenever one of `events` happens, in the order added
  /// among this control's targets and actions. The control keeps it alive.
  public func addAction(_ action: ControlAction, for events: Event) {
    if !ownedActions.contains(where: { $0 === action }) { ownedActions.append(action) }
    actionTargets.append((events, ActionTarget(action, action: ControlAction.run)))
  }

  /// Stops running `action` for `events`. Once it runs for no event at all
  /// the control lets it go, and with it whatever its closure captured.
  public func removeAction(_ action: ControlAction, for events: Event) {
    removeTarget(action, for: events)
    if self.events(forTarget: action).isEmpty {
      ownedActions.removeAll { $0 === action }
    }
  }
}

extension ActionSending where Self: Control {
  /// Runs `handler` with this control, typed as itself, whenever one of
  /// `events` happens. Returns the action, to remove it later.
  @discardableResult
  public func addAction(
    for events: Control.Event, _ handler: @escaping @MainActor (Self) -> Void
  ) -> ControlAction {
    let action = ControlAction { sender in
      if let sender = sender as? Self { handler(sender) }
    }
    addAction(action, for: events)
    return action
  }
}
