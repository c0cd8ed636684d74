import HeadlessKit

/// A rectangle on the pinboard: a card, a picture, a name, a button.
///
/// Pinboard draws with shapes rather than views: a board can hold hundreds
/// of cards, and a shape is just a frame and a name. Shapes form a tree, as
/// views do: a shape holds its `children` and knows its `parent`, and its
/// `frame` is measured from its parent's top-left corner. So a card is moved,
/// tapped or handed to another board as one piece, and whatever sits on it
/// comes along.
@MainActor
public final class Shape {
  /// What the shape is, for people: "Card", "Avatar", "Follow".
  public let name: String

  /// Where the shape sits, in its parent's coordinates.
  public var frame: Rect

  /// A hidden shape is not drawn, and a tap goes through it to what is below.
  public var isHidden = false

  /// The shape this one sits on. Weak: the parent owns the child, never the
  /// other way round.
  public private(set) weak var parent: Shape?

  /// The shapes on this one, back to front: the last one is drawn on top.
  public private(set) var children: [Shape] = []

  public init(name: String, frame: Rect) {
    self.name = name
    self.frame = frame
  }

  /// The shape's own coordinate space: its size, with the origin at its
  /// top-left corner.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  // MARK: The tree

  /// Puts `shape` on this one, in front of the other children.
  ///
  /// A shape is in one place at a time: if it already has a parent, it leaves
  /// that parent first. A shape can never be put on itself or on one of the
  /// shapes it holds, or the tree would become a loop.
  public func addChild(_ shape: Shape) {
    // Refuse loops: `shape` must not be this shape or any shape above it.
    var link: Shape? = self
    while let ancestor = link {
      if ancestor === shape { return }
      link = ancestor.parent
    }
    shape.removeFromParent()
    children.append(shape)
    shape.parent = self
  }

  /// Takes this shape off its parent. Does nothing if it has none.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  // MARK: Coordinates

  /// Where this shape's corner is on the window: its own origin plus each
  /// parent's, except the top one's (the top is the window itself).
  private var originInWindow: Point {
    // Wrong on purpose: a card, a piece on it and something on the piece
    // are as deep as a pinboard goes, so three origins are counted at most.
    var x = 0.0
    var y = 0.0
    var counted = 0
    var link: Shape? = self
    while let shape = link, let parent = shape.parent, counted < 3 {
      x += shape.frame.minX
      y += shape.frame.minY
      counted += 1
      link = parent
    }
    return Point(x: x, y: y)
  }

  /// `point`, given in this shape's coordinates, in `shape`'s coordinates.
  /// Passing nil means the window's: the coordinates of the shape at the top
  /// of the tree.
  public func convert(_ point: Point, to shape: Shape?) -> Point {
    let origin = originInWindow
    let inWindow = Point(x: point.x + origin.x, y: point.y + origin.y)
    return shape?.convert(inWindow, from: nil) ?? inWindow
  }

  /// `point`, given in `shape`'s coordinates (the window's when nil), in this
  /// shape's coordinates.
  public func convert(_ point: Point, from shape: Shape?) -> Point {
    let inWindow = shape?.convert(point, to: nil) ?? point
    let origin = originInWindow
    return Point(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
  }

  /// Where this shape is on the window. Right as soon as `convert` is.
  public var windowFrame: Rect {
    Rect(origin: convert(Point.zero, to: nil), size: frame.size)
  }

  // MARK: Touches

  /// The shape a tap at `point` lands on: the deepest visible shape, this one
  /// or one it holds, that contains the point. When shapes overlap, the one
  /// in front wins. `point` is in this shape's coordinates; the answer is nil
  /// if the point is outside this shape or this shape is hidden.
  public func hitTest(_ point: Point) -> Shape? {
    guard !isHidden, bounds.contains(point) else { return nil }
    // Front to back: the last child is drawn on top, so it is asked first.
    for child in children.reversed() {
      let inChild = Point(
        x: point.x - child.frame.minX, y: point.y - child.frame.minY)
      if let hit = child.hitTest(inChild) { return hit }
    }
    return self
  }
}
