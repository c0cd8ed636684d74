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

  public init(style: Style = .unicode) {
    self.style = style
  }

  public func render(_ view: View) -> String {
    var lines = [view.summary]
    append(children: view.subviews, prefix: "", to: &lines)
    return lines.joined(separator: "\n")
  }

  private func append(children: [View], prefix: String, to lines: inout [String]) {
    let visible = children.filter { !$0.isHidden }
    for (index, child) in visible.enumerated() {
      let isLast = index == visible.count - 1
      let branch = style == .unicode ? (isLast ? "└─ " : "├─ ") : (isLast ? "`- " : "|- ")
      let continuation = style == .unicode ? (isLast ? "   " : "│  ") : (isLast ? "   " : "|  ")
      lines.append(prefix + branch + child.summary)
      append(children: child.subviews, prefix: prefix + continuation, to: &lines)
    }
  }
}
