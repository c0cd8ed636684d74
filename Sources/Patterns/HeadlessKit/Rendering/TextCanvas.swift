/// Draws a view tree as boxes on a grid of characters, each box where its view
/// is on screen, with the view's short name on its top edge. A 112 × 48 card
/// holding an avatar view, a label and a button, at the default scale:
///
///     ┌Card──────────────────────┐
///     │ ┌Avatar┐  ┌Ada Lovelace┐ │
///     │ │      │  └────────────┘ │
///     │ │      │  ┌Follow──────┐ │
///     │ └──────┘  └────────────┘ │
///     └──────────────────────────┘
///
/// Where `ViewTreeRenderer` shows who holds whom, the canvas shows where
/// things are, so two drawings side by side show what moving a view did: move
/// a parent and the boxes of all its descendants move with it.
///
/// Each view is drawn as an opaque box over its superview, subviews back to
/// front, so a view in front hides what is behind it, as on screen. Hidden
/// views and everything inside them are left out, and whatever lies outside
/// the top view is cut off.
@MainActor
public struct TextCanvas {
  /// Unicode box drawing, or plain ASCII for terminals that lack it.
  public enum Style: Sendable { case unicode, ascii }

  public var style: Style

  /// How many points one character stands for, across and down. A terminal's
  /// character cell is about twice as tall as it is wide, so the default (4
  /// across, 8 down) keeps a square view looking square.
  public var scale: Size

  /// What to write on each view's box; `shortName(of:)` unless told otherwise.
  public var name: @MainActor (View) -> String

  public init(
    scale: Size = Size(width: 4, height: 8), style: Style = .unicode,
    name: @escaping @MainActor (View) -> String = TextCanvas.shortName(of:)
  ) {
    self.scale = scale
    self.style = style
    self.name = name
  }

  /// A view's name as a few characters: a label's text, a button's title, or
  /// the class name without a trailing "View" ("CardView" is "Card").
  public static func shortName(of view: View) -> String {
    if let label = view as? Label { return label.text }
    if let button = view as? Button { return button.title }
    let type = String(describing: Swift.type(of: view))
    return type.count > 4 && type.hasSuffix("View") ? String(type.dropLast(4)) : type
  }

  /// Draws `view` and every visible view inside it. The canvas is exactly as
  /// big as `view`'s box: one line per row, joined with newlines.
  public func render(_ view: View) -> String {
    let size = boxSize(of: view)
    var grid = Grid(columns: size.columns, rows: size.rows)
    draw(view, column: 0, row: 0, on: &grid)
    return grid.lines.map { String($0) }.joined(separator: "\n")
  }

  // MARK: Drawing

  /// Draws `view` with its top-left corner at (`column`, `row`), then its
  /// visible subviews, back to front, each placed by its frame.
  private func draw(_ view: View, column: Int, row: Int, on grid: inout Grid) {
    let size = boxSize(of: view)
    drawBox(
      left: column, top: row, right: column + size.columns - 1, bottom: row + size.rows - 1,
      name: name(view), on: &grid)
    for subview in view.subviews where !subview.isHidden {
      draw(
        subview, column: column + cells(subview.frame.minX, per: scale.width),
        row: row + cells(subview.frame.minY, per: scale.height), on: &grid)
    }
  }

  /// How many columns and rows a view's box takes: at least two of each, so
  /// even a tiny view shows its corners.
  private func boxSize(of view: View) -> (columns: Int, rows: Int) {
    (
      max(2, cells(view.frame.width, per: scale.width)),
      max(2, cells(view.frame.height, per: scale.height))
    )
  }

  /// `points` as a whole number of characters, `perCharacter` points each.
  /// Never traps: odd scales count as 1, and odd or huge sizes are capped.
  private func cells(_ points: Double, per perCharacter: Double) -> Int {
    let step = perCharacter.isFinite && perCharacter > 0 ? perCharacter : 1
    let value = (points / step).rounded()
    guard value.isFinite else { return 0 }
    return Int(min(max(value, -Grid.limit), Grid.limit))
  }

  /// Draws one opaque box from corner to corner, the name on its top edge.
  private func drawBox(
    left: Int, top: Int, right: Int, bottom: Int, name: String, on grid: inout Grid
  ) {
    let unicode = style == .unicode
    let horizontal: Character = unicode ? "─" : "-"
    let vertical: Character = unicode ? "│" : "|"
    // Only the part of the box that is on the canvas (maybe none of it).
    for row in Grid.clip(top, bottom, to: grid.rows) {
      for column in Grid.clip(left, right, to: grid.columns) {
        let isTop = row == top
        let isBottom = row == bottom
        let isLeft = column == left
        let isRight = column == right
        let character: Character
        switch (isTop || isBottom, isLeft || isRight) {
        case (true, true):
          character = unicode ? corner(top: isTop, left: isLeft) : "+"
        case (true, false): character = horizontal
        case (false, true): character = vertical
        case (false, false): character = " "
        }
        grid[column, row] = character
      }
    }
    // The name sits on the top edge, cut to fit between the corners, on one line.
    for (offset, character) in name.prefix(max(0, right - left - 1)).enumerated() {
      grid[left + 1 + offset, top] = character.isNewline ? " " : character
    }
  }

  private func corner(top: Bool, left: Bool) -> Character {
    switch (top, left) {
    case (true, true): "┌"
    case (true, false): "┐"
    case (false, true): "└"
    case (false, false): "┘"
    }
  }
}

/// The characters drawn so far. Writes outside it are dropped, which is how
/// views outside the top view get cut off.
private struct Grid {
  /// The most columns or rows a canvas will have, so a giant frame cannot
  /// ask for a giant grid.
  static let limit = 1_000.0

  private(set) var lines: [[Character]]
  let columns: Int
  let rows: Int

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    lines = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  /// The part of `first...last` that lies in `0..<count`; empty if none does.
  static func clip(_ first: Int, _ last: Int, to count: Int) -> Range<Int> {
    let lower = max(first, 0)
    return lower..<max(lower, min(last + 1, count))
  }

  /// Whether (`column`, `row`) is on the canvas.
  func contains(column: Int, row: Int) -> Bool {
    (0..<columns).contains(column) && (0..<rows).contains(row)
  }

  /// The character at (`column`, `row`); off the canvas, reads are blank and
  /// writes are dropped.
  subscript(column: Int, row: Int) -> Character {
    get { contains(column: column, row: row) ? lines[row][column] : " " }
    set {
      guard contains(column: column, row: row) else { return }
      lines[row][column] = newValue
    }
  }
}
