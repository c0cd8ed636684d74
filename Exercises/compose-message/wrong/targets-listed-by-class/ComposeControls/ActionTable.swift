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
@MainActor
final class ActionTable<Sender: AnyObject> {
  /// One registration: who, for which event, and how to call them.
  private struct Entry {
    weak var target: AnyObject?
    let event: ControlEvent
    /// Calls the action on the target. The target's type is known only in
    /// `addTarget`, so the typed call is captured there.
    let perform: @MainActor (AnyObject, Sender) -> Void
  }

  private var entries: [Entry] = []

  /// Registers `action`, to be called on `target` with the sender whenever
  /// `event` is sent. `target` must be held weakly.
  func addTarget<Target: AnyObject>(
    _ target: Target,
    action: @escaping (Target) -> @MainActor (Sender) -> Void,
    for event: ControlEvent
  ) {
    entries.append(
      Entry(target: target, event: event) { target, sender in
        guard let target = target as? Target else { return }
        action(target)(sender)
      })
  }

  /// Calls every action registered for `event`, in the order they were
  /// added, with `sender`. Entries whose target has gone are skipped.
  func sendActions(for event: ControlEvent, from sender: Sender) {
    // `entries` is a value: the loop walks the list as it was when the
    // event happened, even if an action adds a target meanwhile.
    for entry in entries where entry.event == event {
      guard let target = entry.target else { continue }
      entry.perform(target, sender)
    }
    entries.removeAll { $0.target == nil }
  }

  /// Every registered target that is still alive, each once, in the order
  /// first added.
  var allTargets: [AnyObject] {
    // Wrong on purpose: two targets of the same class count as one.
    var targets: [AnyObject] = []
    for case let target? in entries.map(\.target) {
      if !targets.contains(where: { type(of: $0) == type(of: target) }) {
        targets.append(target)
      }
    }
    return targets
  }
}
