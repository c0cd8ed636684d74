import HeadlessKit

/// The extra step: shapes declared rather than added one call at a time,
/// the way SwiftUI's `ViewBuilder` reads.
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
///
/// Every part is declared, so the closure above compiles, but each answers
/// an empty list for now, and `adding(_:)` adds nothing.
@MainActor
@resultBuilder
public enum ShapeBuilder {
  /// A shape on a line of its own.
  public static func buildExpression(_ shape: Shape) -> [Shape] {
    []
  }

  /// The lines of a block, in the order they are written.
  public static func buildBlock(_ lines: [Shape]...) -> [Shape] {
    []
  }

  /// An `if` without `else`, or an `if let`: its shapes if it ran, or nil.
  public static func buildOptional(_ shapes: [Shape]?) -> [Shape] {
    []
  }

  /// The `if` branch of an `if`/`else`, when that is the one that ran.
  public static func buildEither(first shapes: [Shape]) -> [Shape] {
    []
  }

  /// The `else` branch of an `if`/`else`, when that is the one that ran.
  public static func buildEither(second shapes: [Shape]) -> [Shape] {
    []
  }

  /// A `for` loop: one list of shapes per pass.
  public static func buildArray(_ passes: [[Shape]]) -> [Shape] {
    []
  }
}

extension Shape {
  /// Puts the shapes `content` lists on this shape, in front of its
  /// children, in the order written, and returns this shape, so that
  /// declarations nest.
  @discardableResult
  public func adding(@ShapeBuilder _ content: () -> [Shape]) -> Shape {
    self
  }
}
