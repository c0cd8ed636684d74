/// An object that can take part in handling events: the base of views, view
/// controllers, windows and the application.
///
/// Every responder knows its `next` responder. Together they form the
/// responder chain: an event that one responder does not handle can be passed
/// up to the next. The framework wires `next` from the view hierarchy, so app
/// code rarely sets it by hand.
@MainActor
open class Responder {
  public init() {}

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
}
