import HeadlessKit

extension View {
  /// Adds the views `content` lists, back to front in the order written,
  /// in front of any subviews this view has already, and returns this view
  /// so that a declaration can nest:
  ///
  ///     BoardView(frame: board).addSubviews {
  ///       ColumnView(title: "Now", frame: now).addSubviews { card }
  ///       ColumnView(title: "Later", frame: later)
  ///     }
  ///
  /// Each view goes in with `addSubview(_:)`, so every rule of the tree
  /// holds: a view listed here that sat somewhere else leaves its old
  /// superview, and a view listed twice ends up once, where it was last
  /// listed. The content runs once, now: unlike SwiftUI, changing a value
  /// it read later changes nothing on screen.
  @discardableResult
  public func addSubviews(@SubviewBuilder _ content: () -> [View]) -> Self {
    for view in content() {
      addSubview(view)
    }
    return self
  }
}
