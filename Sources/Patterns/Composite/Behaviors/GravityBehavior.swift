import HeadlessKit

/// Makes its items fall: each step moves every item down by `speed` points.
///
/// Real gravity makes things fall faster and faster; a steady speed keeps the
/// numbers in the demo easy to follow, and the pattern is the same.
@MainActor
public final class GravityBehavior: Behavior {
  public private(set) var items: [View]
  /// How far an item falls in one step, in points.
  public var speed: Double

  public init(items: [View], speed: Double = 12) {
    self.items = items
    self.speed = speed
  }

  public func step() {
    for item in items {
      item.frame = item.frame.offsetBy(dx: 0, dy: speed)
    }
  }
}
