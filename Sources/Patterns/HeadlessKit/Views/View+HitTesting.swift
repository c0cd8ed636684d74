/// Hit-testing: which view is under the user's finger?
///
/// The answer is found the way the tree is built: a view asks whether the
/// point is inside itself, and if so asks its subviews, front-most first (the
/// last added is drawn on top, so it gets the first chance). The deepest view
/// that says yes wins; if no subview does, the view itself is the answer.
///
/// Two consequences worth knowing, both as in UIKit: a hidden view hides its
/// whole subtree from touches too, and a subview that sticks out of its
/// superview cannot be touched outside the superview's bounds, because the
/// search never gets past the superview there.
extension View {
  /// Whether `point`, in this view's own coordinates, lies inside it.
  public func point(inside point: Point) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible view, this one or a descendant, that contains
  /// `point` (given in this view's coordinates), or nil if the point is not
  /// inside this view or this view is hidden.
  ///
  /// To ask with a point in the window's coordinates, ask the window: its
  /// coordinates are the window's.
  public func hitTest(_ point: Point) -> View? {
    guard !isHidden, self.point(inside: point) else { return nil }
    for subview in subviews.reversed() {
      // Into the subview's coordinates: its frame is measured in ours.
      let local = Point(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
      if let hit = subview.hitTest(local) { return hit }
    }
    return self
  }
}
