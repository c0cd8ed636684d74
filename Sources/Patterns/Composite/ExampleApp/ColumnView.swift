import HeadlessKit

/// One column of the board ("Now", "Later"): a plain container for cards.
///
/// A column places nothing itself. A card inside it keeps its own frame, in
/// the column's coordinates, and so lands at the same spot in whichever
/// column it is put.
@MainActor
final class ColumnView: View {
  let title: String

  init(title: String, frame: Rect) {
    self.title = title
    super.init(frame: frame)
  }

  override var summary: String { "ColumnView \"\(title)\" \(frame)" }
}
