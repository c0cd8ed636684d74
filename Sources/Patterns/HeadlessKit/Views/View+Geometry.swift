/// Coordinate spaces: every view measures in its own.
///
/// A view's `frame` is written in its superview's coordinates, so a view knows
/// only where it sits inside its parent, never where it is on screen. That is
/// what makes a tree of views behave as one object: move a parent and every
/// descendant moves with it, because none of their frames change. The price is
/// that "where is this view on screen?" needs a walk up the tree, which is what
/// the conversions below do.
///
/// Passing `nil` for the other view means the window's coordinates, as in
/// UIKit: the space of the view at the top of the tree. For a view that is not
/// in a window, that is its topmost superview. Two views in different trees
/// have no common space; converting between them treats both tops as if they
/// were at the same place.
extension View {
  /// The view's own coordinate space: its size, with the origin at its top-left
  /// corner. (UIKit can shift a bounds origin to scroll; this toolkit does not.)
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// Where this view's top-left corner is in the window's coordinates: its own
  /// origin plus every superview's, except the top one's (the window is the
  /// space itself, so its own frame does not count).
  private var originInWindow: Point {
    var x = 0.0
    var y = 0.0
    var link: View? = self
    while let view = link, let superview = view.superview {
      x += view.frame.origin.x
      y += view.frame.origin.y
      link = superview
    }
    return Point(x: x, y: y)
  }

  /// `point`, given in this view's coordinates, in `view`'s coordinates (or the
  /// window's, when `view` is nil).
  public func convert(_ point: Point, to view: View?) -> Point {
    let origin = originInWindow
    let inWindow = Point(x: point.x + origin.x, y: point.y + origin.y)
    guard let view else { return inWindow }
    return view.convert(inWindow, from: nil)
  }

  /// `point`, given in `view`'s coordinates (or the window's, when `view` is
  /// nil), in this view's coordinates.
  public func convert(_ point: Point, from view: View?) -> Point {
    let inWindow = view.map { $0.convert(point, to: nil) } ?? point
    let origin = originInWindow
    return Point(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
  }

  /// `rect`, given in this view's coordinates, in `view`'s (or the window's).
  /// Views here never rotate or scale, so only the origin changes.
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    Rect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `rect`, given in `view`'s coordinates (or the window's), in this view's.
  public func convert(_ rect: Rect, from view: View?) -> Rect {
    Rect(origin: convert(rect.origin, from: view), size: rect.size)
  }
}
