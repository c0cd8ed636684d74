import HeadlessKit

/// A result builder that lists views, the way SwiftUI's `ViewBuilder` lists
/// a stack's content: one per line, with `if`, `if let`, `if`/`else` and
/// `for` in between.
///
/// It only makes a list. Each line adds its views in the order written, a
/// branch not taken adds none, and a loop adds each pass's views in turn;
/// nothing is copied, merged or looked inside. Putting the list in a tree is
/// `addSubviews(_:)`'s job, with the plain `addSubview(_:)`: the builder is
/// syntax, and the composite is still the tree.
@MainActor
@resultBuilder
public enum SubviewBuilder {
  /// One view on a line of its own.
  public static func buildExpression(_ view: View) -> [View] { [view] }

  /// The lines of a block, in the order written.
  public static func buildBlock(_ lines: [View]...) -> [View] { lines.flatMap { $0 } }

  /// `if` without `else`, or `if let`: its views, or none.
  public static func buildOptional(_ views: [View]?) -> [View] { views ?? [] }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither(first views: [View]) -> [View] { views }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither(second views: [View]) -> [View] { views }

  /// A `for` loop: each pass's views, pass after pass.
  public static func buildArray(_ passes: [[View]]) -> [View] { passes.flatMap { $0 } }
}
