import HeadlessKit

/// `BoardViewController`'s board, declared instead of assembled: a column
/// for each title, by a `for` loop, and in each column either the card or,
/// by `if`/`else`, a hint to drop it there.
///
/// The tree it makes is the one `viewDidLoad()` makes with `addSubview(_:)`
/// calls, view for view and frame for frame, so everything the composite
/// gives (moving the card as one, converting, hit-testing) works the same.
@MainActor
enum DeclaredBoard {
  /// The board's columns, left to right.
  static let columnTitles = ["Now", "Later"]

  /// The board, with `card` in the column titled `cardColumn`, and in every
  /// other column `emptyHint` as a label, or nothing when it is nil.
  static func make(card: CardView, in cardColumn: String, emptyHint: String?) -> View {
    BoardView(frame: Rect(origin: .zero, size: BoardViewController.boardSize)).addSubviews {
      for (index, title) in columnTitles.enumerated() {
        ColumnView(title: title, frame: columnFrame(at: index)).addSubviews {
          if title == cardColumn {
            card
          } else if let emptyHint {
            Label(text: emptyHint, frame: Rect(x: 8, y: 8, width: 104, height: 16))
          }
        }
      }
    }
  }

  /// Where the column at `index` sits on the board: the same frames as
  /// `BoardViewController`'s two columns.
  static func columnFrame(at index: Int) -> Rect {
    Rect(x: 8 + Double(index) * 128, y: 8, width: 120, height: 80)
  }
}
