import HeadlessKit

/// Runs behaviours: every `tick()`, each behaviour steps once, in the order
/// they were added. (A real animator ticks with the screen's refresh; here the
/// caller ticks, so a test or demo decides when time passes.)
///
/// The animator is the composite pattern's client: it holds `any Behavior`
/// and never asks whether one is a single rule or a whole group.
@MainActor
public final class DynamicAnimator {
  public private(set) var behaviors: [any Behavior] = []

  public init() {}

  /// Adds `behavior`, to step after the others. Adding it again does nothing.
  public func addBehavior(_ behavior: any Behavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.append(behavior)
  }

  public func removeBehavior(_ behavior: any Behavior) {
    behaviors.removeAll { $0 === behavior }
  }

  /// One unit of time: every behaviour steps once.
  public func tick() {
    for behavior in behaviors { behavior.step() }
  }
}
