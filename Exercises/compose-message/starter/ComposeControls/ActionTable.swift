/// The app's target-action store: which target to call, with which action,
/// for which event. Every kind of control keeps one, which is what gives a
/// button and a toolbar item the same `addTarget` API although they have
/// nothing else in common.
///
/// The plan, from the team's design notes:
/// - an entry holds its target weakly, so a control never keeps a screen
///   alive; an entry whose target has gone is skipped;
/// - `sendActions(for:from:)` calls, in the order they were added, the
///   actions registered for that event, and only those;
/// - the action is an unapplied method reference such as
///   `ComposeViewController.send`: call it with the target to get the
///   method, then call that with the sender.
///
/// Only the outline exists so far: nothing is stored, so nothing is sent.
@MainActor
final class ActionTable<Sender: AnyObject> {
  /// Registers `action`, to be called on `target` with the sender whenever
  /// `event` is sent. `target` must be held weakly.
  func addTarget<Target: AnyObject>(
    _ target: Target,
    action: @escaping (Target) -> @MainActor (Sender) -> Void,
    for event: ControlEvent
  ) {
  }

  /// Calls every action registered for `event`, in the order they were
  /// added, with `sender`. Entries whose target has gone are skipped.
  func sendActions(for event: ControlEvent, from sender: Sender) {
  }

  /// Every registered target that is still alive, each once, in the order
  /// first added.
  var allTargets: [AnyObject] {
    []
  }
}
