import HeadlessKit

/// A rectangle on the pinboard: a card, a picture, a name, a button.
///
/// Pinboard draws with shapes rather than views: a board can hold hundreds
/// of cards, and a shape is just a frame and a name. Shapes were meant to
/// form a tree, as views do: a shape holds its `children` and knows its
/// `parent`, and its `frame` is measured from its parent's top-left corner.
/// Then a card could be moved, tapped or handed to another board as one
/// piece.
///
/// Whoever started this class stopped before the tree worked: adding and
/// removing children does nothing, converting to the window forgets the
/// parents, and hit-testing finds nothing. Until then, the board screen keeps
/// its own list of pieces and moves them one by one (see
/// `PinboardController`, in the app's module).
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
    // Not written yet.
  }

  /// Takes this shape off its parent. Does nothing if it has none.
  public func removeFromParent() {
    // Not written yet.
  }

  // MARK: Coordinates

  /// `point`, given in this shape's coordinates, in `shape`'s coordinates.
  /// Passing nil means the window's: the coordinates of the shape at the top
  /// of the tree.
  public func convert(_ point: Point, to shape: Shape?) -> Point {
    // Not written yet: pretends every shape sits at the window's corner.
    point
  }

  /// `point`, given in `shape`'s coordinates (the window's when nil), in this
  /// shape's coordinates.
  public func convert(_ point: Point, from shape: Shape?) -> Point {
    // Not written yet: pretends every shape sits at the window's corner.
    point
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
    // Not written yet.
    nil
  }
}
