/// One target and one action, held the way every sender in the kit holds
/// them: the target weakly, the action as a call whose types the compiler
/// checked when it was added.
///
/// A control keeps a list of these (each with the events it answers), a
/// gesture recognizer keeps a list, a bar button item keeps one. The three
/// share no superclass, only this shape, which is the point of target-action:
/// learn it once, use it everywhere.
@MainActor
struct ActionTarget<Sender: AnyObject> {
  /// Who the action goes to, while that object is alive.
  private(set) weak var target: AnyObject?

  /// Added with a nil target on purpose: the action travels the responder
  /// chain (see Control+ResponderChain.swift). Such an entry has no target
  /// to lose, so it never counts as dead.
  let sendsUpTheChain: Bool

  /// Calls the action on the target (nil for one that travels the chain).
  private let perform: @MainActor (AnyObject?, Sender) -> Void

  /// `action` takes the sender, e.g. `ComposeViewController.cancel`. The
  /// sender may be typed more precisely than `Sender` (a control's own
  /// subclass, say): the call is made only when the sender is of that type.
  init<Target: AnyObject, SpecificSender>(
    _ target: Target, action: @escaping (Target) -> @MainActor (SpecificSender) -> Void
  ) {
    self.target = target
    sendsUpTheChain = false
    perform = { target, sender in
      guard let target = target as? Target, let sender = sender as? SpecificSender else { return }
      action(target)(sender)
    }
  }

  /// `action` takes nothing, e.g. `ComposeViewController.endEditing`.
  init<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
    self.target = target
    sendsUpTheChain = false
    perform = { target, _ in
      guard let target = target as? Target else { return }
      action(target)()
    }
  }

  /// An `Action` value sent by a responder: to `target` (held weakly) when
  /// there is one, or up the responder chain from the sender when it is nil.
  init(_ target: AnyObject?, action: Action) where Sender: Responder {
    self.target = target
    sendsUpTheChain = target == nil
    perform = { target, sender in sender.sendAction(action, to: target) }
  }

  /// Whether the entry can never be called again: its target is gone.
  var isDead: Bool { !sendsUpTheChain && target == nil }

  /// Calls the action if the target is still alive (or the action travels
  /// the chain); returns whether it was called.
  @discardableResult
  func send(from sender: Sender) -> Bool {
    if sendsUpTheChain {
      perform(nil, sender)
      return true
    }
    guard let target else { return false }
    perform(target, sender)
    return true
  }
}
