import HeadlessKit

/// One rule of motion that an animator applies over and over, one step per
/// tick: "things fall", "things stay inside their container".
///
/// This protocol is the whole of what an animator knows about a behaviour.
/// A single rule and a group of twenty rules (a `CompositeBehavior`) both
/// answer `step()`, so the animator runs either without asking which it has.
/// That is the composite pattern away from views: the group is used exactly
/// as one of its members would be.
@MainActor
public protocol Behavior: AnyObject {
  /// Applies the rule once.
  func step()
}
