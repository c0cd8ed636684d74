/// Draws a view tree as indented text, one view a line, so a screen can be
/// shown in a terminal and compared in a test.
///
///     Window (0, 0, 320, 480)
///     └─ View (0, 0, 320, 480)
///        ├─ RefreshControl (refreshing)
///        └─ Label "3 posts"
@MainActor
public struct ViewTreeRenderer {
  /// Unicode box drawing, or plain ASCII for terminals that lack it.
  public enum Style: Sendable { case unicode, ascii }

  public var style: Style

  /// Whether every line names its view's frame. Off, a label or a button
  /// shows its text (what a screen is about); on, it shows where it sits
  /// too, for pages about geometry, where a line without a frame reads as
  /// a view with none.
  public var showsEveryFrame = false

  public init(style: Style = .unicode) {
    self.style = style
  }

  public func render(_ view: View) -> String {
    var lines = [line(for: view)]
    append(children: view.subviews, prefix: "", to: &lines)
    return lines.joined(separator: "\n")
  }

  private func append(children: [View], prefix: String, to lines: inout [String]) {
    let visible = children.filter { !$0.isHidden }
    for (index, child) in visible.enumerated() {
      let isLast = index == visible.count - 1
      let branch = style == .unicode ? (isLast ? "└─ " : "├─ ") : (isLast ? "`- " : "|- ")
      let continuation = style == .unicode ? (isLast ? "   " : "│  ") : (isLast ? "   " : "|  ")
      lines.append(prefix + branch + line(for: child))
      append(children: child.subviews, prefix: prefix + continuation, to: &lines)
    }
  }

  private func line(for view: View) -> String {
    let summary = view.summary
    guard showsEveryFrame else { return summary }
    let frame = "\(view.frame)"
    return summary.contains(frame) ? summary : "\(summary) \(frame)"
  }
}
