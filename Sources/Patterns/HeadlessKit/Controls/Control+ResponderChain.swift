/// A control's actions with no target: "whoever in the responder chain
/// handles this".
///
/// The control does not know who will act on the tap, and does not need to:
/// the same "Log in" button works on any screen, and the chain finds the
/// responder that adopts the action's handler protocol when the tap happens.
extension Control {
  /// Sends `action` whenever one of `events` happens: to `target` if it is
  /// given (held weakly, as every target is), or up the responder chain from
  /// this control when `target` is nil. Same API as the other `addTarget`s;
  /// the action is an `Action` value instead of a method reference because
  /// the chain must be able to ask each responder whether it handles it.
  public func addTarget(_ target: AnyObject?, action: Action, for events: Control.Event) {
    actionTargets.append((events, ActionTarget(target, action: action)))
  }
}
