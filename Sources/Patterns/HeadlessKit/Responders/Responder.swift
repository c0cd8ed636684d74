/// An object that can take part in handling events: the base of views, view
/// controllers, windows and the application.
///
/// Every responder knows its `next` responder. Together they form the
/// responder chain: an event that one responder does not handle can be passed
/// up to the next. The framework wires `next` from the view hierarchy, so app
/// code rarely sets it by hand.
@MainActor
open class Responder {
  /// Counted by the toolkit while this responder lives (see `LiveObjects`).
  private nonisolated let liveness: LiveObjects.Token

  public init() { liveness = LiveObjects.Token(for: Self.self) }

  /// The responder that gets a chance at an event this one does not handle.
  /// Subclasses answer from their place in the hierarchy.
  open var next: Responder? { nil }

  /// Every responder from this one up to the end of the chain, this one first.
  /// Handy for debugging: print it to see who would be asked, in order.
  public var responderChain: [Responder] {
    var chain: [Responder] = []
    var link: Responder? = self
    while let responder = link {
      chain.append(responder)
      link = responder.next
    }
    return chain
  }

  /// A one-line name for traces and renderings. Subclasses add what matters.
  open var summary: String { String(describing: type(of: self)) }

  // MARK: First responder (the logic is in Responder+FirstResponder.swift)

  /// Whether this responder may take the focus, so typing and chain actions
  /// start here. Most responders may not; a text field may.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder lets the focus go when asked. Override to hold on
  /// to it, say while a field's contents are invalid.
  open var canResignFirstResponder: Bool { true }

  /// Asks to become its window's first responder; the current one is asked
  /// to resign first. Only a responder in a window can hold the focus.
  /// Returns whether this responder has the focus now.
  @discardableResult
  open func becomeFirstResponder() -> Bool { takeFocus() }

  /// Gives up the focus. Returns false only if this responder is the first
  /// responder and refuses to let go.
  @discardableResult
  open func resignFirstResponder() -> Bool { giveUpFocus() }

  // MARK: Actions (see Action.swift and Application+Actions.swift)

  /// Whether this responder takes `action` when it travels the chain. By
  /// default: yes exactly when it adopts the action's handler protocol.
  /// Override to decline for a while (a busy screen refusing a second login);
  /// saying yes to an action this responder has no method for changes nothing.
  open func canPerformAction(_ action: Action, withSender sender: AnyObject?) -> Bool {
    action.canBeHandled(by: self)
  }

  // MARK: Motion

  /// The device started moving (a shake). A responder that does not care
  /// passes it to its next responder, so the event travels the chain.
  open func motionBegan(_ motion: Motion) { next?.motionBegan(motion) }

  /// The motion is over. Passed up the chain unless overridden.
  open func motionEnded(_ motion: Motion) { next?.motionEnded(motion) }

  /// The motion was interrupted. Passed up the chain unless overridden.
  open func motionCancelled(_ motion: Motion) { next?.motionCancelled(motion) }
}
