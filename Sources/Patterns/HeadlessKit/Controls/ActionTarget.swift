/// One target and one typed action, held the way every sender in the kit
/// holds them: the target weakly, the action as an unapplied method
/// reference whose sender type the compiler checks.
///
/// Controls keep a list of these per event; a bar button item keeps one; a
/// gesture recognizer keeps a list. They share no superclass, only this shape,
/// which is the point of target-action: learn it once, use it everywhere.
@MainActor
struct ActionTarget<Sender: AnyObject> {
  private(set) weak var target: AnyObject?
  private let perform: @MainActor (AnyObject, Sender) -> Void

  /// `action` takes the sender, e.g. `ComposeViewController.cancel`.
  init<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void
  ) {
    self.target = target
    perform = { target, sender in
      guard let target = target as? Target else { return }
      action(target)(sender)
    }
  }

  /// `action` takes nothing, e.g. `ComposeViewController.endEditing`.
  init<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
    self.target = target
    perform = { target, _ in
      guard let target = target as? Target else { return }
      action(target)()
    }
  }

  /// Calls the action if the target is still alive; returns whether it was.
  @discardableResult
  func send(from sender: Sender) -> Bool {
    guard let target else { return false }
    perform(target, sender)
    return true
  }
}
