import HeadlessKit

/// Keeps its items inside their superviews: an item that has gone past an
/// edge is put back against it. Run it after whatever moves the items, so a
/// falling card ends each step on the floor rather than through it.
@MainActor
public final class CollisionBehavior: Behavior {
  public private(set) var items: [View]

  public init(items: [View]) {
    self.items = items
  }

  public func step() {
    for item in items {
      guard let container = item.superview?.bounds else { continue }
      var frame = item.frame
      frame.origin.x = min(max(frame.minX, 0), max(0, container.width - frame.width))
      frame.origin.y = min(max(frame.minY, 0), max(0, container.height - frame.height))
      item.frame = frame
    }
  }
}
