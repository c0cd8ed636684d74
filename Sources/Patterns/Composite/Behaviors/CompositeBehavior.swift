import HeadlessKit

/// Several behaviours that run as one: each step, every child steps, in the
/// order they were added.
///
/// A group is itself a `Behavior`, so groups nest: a "drop" can be gravity
/// plus a collision, and a bigger group can hold the drop beside other rules.
/// Whoever runs the biggest group sees one behaviour. The order of children
/// matters (collide after falling, or the item ends the step past the floor),
/// and the group keeps it.
@MainActor
public final class CompositeBehavior: Behavior {
  /// The behaviours in the group, in the order they run.
  public private(set) var childBehaviors: [any Behavior] = []

  public init(_ children: [any Behavior] = []) {
    for child in children { addChildBehavior(child) }
  }

  /// Adds `behavior` to run after the others. A behaviour already in the
  /// group is not added twice. A group is never added to itself, nor to a
  /// group inside it: a step would then never end.
  public func addChildBehavior(_ behavior: any Behavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    if let group = behavior as? CompositeBehavior, group.contains(self) { return }
    childBehaviors.append(behavior)
  }

  /// Takes `behavior` out of the group. Does nothing if it is not a child.
  public func removeChildBehavior(_ behavior: any Behavior) {
    childBehaviors.removeAll { $0 === behavior }
  }

  /// Steps every child, in order. A child that is a group steps its own
  /// children in turn.
  public func step() {
    for child in childBehaviors { child.step() }
  }

  /// Whether `behavior` is this group or anywhere inside it.
  public func contains(_ behavior: any Behavior) -> Bool {
    behavior === self
      || childBehaviors.contains { child in
        child === behavior || (child as? CompositeBehavior)?.contains(behavior) == true
      }
  }
}
