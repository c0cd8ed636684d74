/// Walking the chain for an action: who would take it, and sending it from
/// any responder.
extension Responder {
  /// The responder that would handle `action` if it were sent up the chain
  /// from here: this one or the first after it that can perform it, or nil.
  public func target(forAction action: Action, withSender sender: AnyObject?) -> Responder? {
    firstHandler(of: action, sender: sender, visiting: nil)
  }

  /// Sends `action` to `target`, or up the responder chain when `target` is
  /// nil, and returns whether anyone handled it. Runs synchronously: when it
  /// returns, the action has run.
  ///
  /// UIKit code writes `UIApplication.shared.sendAction(_:to:from:for:)`.
  /// The kit has no single shared app in its tests, so a responder goes
  /// through the application its window belongs to. A responder in no window
  /// belongs to no application: the walk then starts at this responder and
  /// ends where its chain is cut off (for a screen not shown yet, at its
  /// view controller), which is how an action "reaches no one".
  @discardableResult
  public func sendAction(_ action: Action, to target: AnyObject?) -> Bool {
    if let application = windowInChain?.application {
      return application.sendAction(action, to: target, from: self)
    }
    if let target { return action.perform(on: target, from: self) }
    guard let handler = self.target(forAction: action, withSender: self) else { return false }
    return action.perform(on: handler, from: self)
  }

  /// Walks `next` from this responder and returns the first that both says
  /// it can perform `action` and adopts its handler protocol. `visiting`
  /// hears about every responder asked, in order. A chain that loops back on
  /// itself (a `next` wired by hand the wrong way) ends the walk.
  func firstHandler(
    of action: Action, sender: AnyObject?,
    visiting: (@MainActor (_ responder: Responder, _ handled: Bool) -> Void)?
  ) -> Responder? {
    var asked: Set<ObjectIdentifier> = []
    var link: Responder? = self
    while let responder = link, asked.insert(ObjectIdentifier(responder)).inserted {
      let takesIt =
        responder.canPerformAction(action, withSender: sender) && action.canBeHandled(by: responder)
      visiting?(responder, takesIt)
      if takesIt { return responder }
      link = responder.next
    }
    return nil
  }
}
