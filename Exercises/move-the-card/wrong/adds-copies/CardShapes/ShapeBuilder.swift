import HeadlessKit

/// Shapes declared rather than added one call at a time, the way SwiftUI's
/// `ViewBuilder` reads.
///
///     board.adding {
///       card.adding {
///         avatar
///         if isFollowing { followingLabel } else { followButton }
///         for tag in tags { Shape(name: tag, frame: tagFrame) }
///       }
///     }
///
/// `ShapeBuilder` turns the lines of such a closure into a list of shapes,
/// and `adding(_:)` puts the list on a shape with `addChild(_:)`. The
/// builder is only syntax: the tree is still the one from steps 1 to 5.
@MainActor
@resultBuilder
public enum ShapeBuilder {
  /// A shape on a line of its own: a list of one. Its children stay its
  /// own; the builder never looks inside a shape.
  public static func buildExpression(_ shape: Shape) -> [Shape] {
    [shape]
  }

  /// The lines of a block, in the order they are written.
  public static func buildBlock(_ lines: [Shape]...) -> [Shape] {
    lines.flatMap { $0 }
  }

  /// An `if` without `else`, or an `if let`: its shapes if it ran, or none.
  public static func buildOptional(_ shapes: [Shape]?) -> [Shape] {
    shapes ?? []
  }

  /// The `if` branch of an `if`/`else`, when that is the one that ran.
  public static func buildEither(first shapes: [Shape]) -> [Shape] {
    shapes
  }

  /// The `else` branch of an `if`/`else`, when that is the one that ran.
  public static func buildEither(second shapes: [Shape]) -> [Shape] {
    shapes
  }

  /// A `for` loop: each pass's shapes, pass after pass.
  public static func buildArray(_ passes: [[Shape]]) -> [Shape] {
    passes.flatMap { $0 }
  }
}

extension Shape {
  /// Puts the shapes `content` lists on this shape, in front of its
  /// children, in the order written, and returns this shape, so that
  /// declarations nest.
  ///
  /// Each goes in through `addChild(_:)`, so the tree's rules hold: a
  /// shape that sat elsewhere leaves its old parent, and a shape listed
  /// twice ends up where it was listed last.
  @discardableResult
  public func adding(@ShapeBuilder _ content: () -> [Shape]) -> Shape {
    for shape in content() {
      addChild(Shape(name: shape.name, frame: shape.frame))
    }
    return self
  }
}
