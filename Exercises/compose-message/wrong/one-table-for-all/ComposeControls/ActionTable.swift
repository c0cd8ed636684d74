/// The app's target-action store: which target to call, with which action,
/// for which event. Every kind of control keeps one, which is what gives a
/// button and a toolbar item the same `addTarget` API although they have
/// nothing else in common.
///
/// Wrong on purpose: every table of one kind of control shares one list of
/// entries, so a tap on one button calls the targets of every button.
@MainActor
final class ActionTable<Sender: AnyObject> {
  /// A table is just a view onto the shared list for its kind of control.
  func addTarget<Target: AnyObject>(
    _ target: Target,
    action: @escaping (Target) -> @MainActor (Sender) -> Void,
    for event: ControlEvent
  ) {
    sharedEntries.append(
      SharedEntry(target: target, event: event, kind: ObjectIdentifier(Sender.self)) {
        target, sender in
        guard let target = target as? Target, let sender = sender as? Sender else { return }
        action(target)(sender)
      })
  }

  func sendActions(for event: ControlEvent, from sender: Sender) {
    let kind = ObjectIdentifier(Sender.self)
    for entry in sharedEntries where entry.event == event && entry.kind == kind {
      guard let target = entry.target else { continue }
      entry.perform(target, sender)
    }
    sharedEntries.removeAll { $0.target == nil }
  }

  var allTargets: [AnyObject] {
    let kind = ObjectIdentifier(Sender.self)
    var targets: [AnyObject] = []
    for entry in sharedEntries where entry.kind == kind {
      guard let target = entry.target else { continue }
      if !targets.contains(where: { $0 === target }) {
        targets.append(target)
      }
    }
    return targets
  }
}

/// One registration, whichever control made it.
private struct SharedEntry {
  weak var target: AnyObject?
  let event: ControlEvent
  /// The kind of control (its type) the entry was made for.
  let kind: ObjectIdentifier
  let perform: @MainActor (AnyObject, AnyObject) -> Void
}

/// Every entry of every control, in one place.
@MainActor private var sharedEntries: [SharedEntry] = []
