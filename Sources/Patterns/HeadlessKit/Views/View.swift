/// A rectangle on screen that draws something and can hold other views.
///
/// Views form a tree (the composite pattern): a view owns its `subviews`
/// strongly and knows its `superview` weakly, so a child never keeps its
/// parent alive. Adding a view that already has a parent moves it: a view is
/// in at most one place.
@MainActor
open class View: Responder {
  /// Where this view sits, in its superview's coordinate space.
  public var frame: Rect

  /// Hidden views are skipped when the tree is rendered.
  public var isHidden = false

  /// The view this one sits in. Weak: the parent owns the child, not the
  /// other way round.
  public private(set) weak var superview: View?

  /// The views this one holds, back to front.
  public private(set) var subviews: [View] = []

  /// Set by the view controller that owns this view as its root view, so the
  /// chain can go from the view to its controller, as in UIKit.
  weak var owningViewController: ViewController?

  /// Backs `gestureRecognizers` (see View+GestureRecognizers.swift).
  var attachedGestureRecognizers: [TapGestureRecognizer] = []

  public init(frame: Rect = .zero) {
    self.frame = frame
    super.init()
  }

  /// Adds `view` on top of the other subviews. If it already had a superview,
  /// it is removed from there first. Adding a view to itself or to one of its
  /// own descendants would make the tree a loop, so that does nothing.
  public func addSubview(_ view: View) {
    var link: View? = self
    while let ancestor = link {
      if ancestor === view { return }
      link = ancestor.superview
    }
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Detaches this view from its superview. Does nothing if it has none.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// The window this view is in, if any: found by walking up the superviews.
  public var window: Window? {
    var link: View? = self
    while let view = link {
      if let window = view as? Window { return window }
      link = view.superview
    }
    return nil
  }

  /// A root view's next responder is its view controller; any other view's
  /// is its superview.
  open override var next: Responder? {
    owningViewController ?? superview
  }

  /// The type's name and the frame, e.g. "View (0, 0, 320, 480)".
  open override var summary: String { "\(super.summary) \(frame)" }
}
