import HeadlessKit

/// A board with two columns, "Now" and "Later", and Ada's profile card in
/// the first.
///
/// Everything the screen does to the card it does to the card alone: a drag
/// changes one frame, a move to the other column is one `addSubview`. The
/// avatar, the title and the button are never named here, because the card
/// is one object to this screen. Only the Follow button's action reaches
/// this controller, through target-action.
@MainActor
final class BoardViewController: ViewController {
  /// The board's size: two 120-point columns with an 8-point margin around.
  static let boardSize = Size(width: 264, height: 96)

  let nowColumn = ColumnView(title: "Now", frame: Rect(x: 8, y: 8, width: 120, height: 80))
  let laterColumn = ColumnView(title: "Later", frame: Rect(x: 136, y: 8, width: 120, height: 80))
  let card = CardView(title: "Ada Lovelace", initials: "AL", origin: Point(x: 4, y: 8))

  private(set) var isFollowing = false

  /// Told, in a few words, what the screen just did. The demo prints it; a
  /// real app leaves it nil.
  var log: (@MainActor (String) -> Void)?

  override func loadView() {
    view = BoardView(frame: Rect(origin: .zero, size: Self.boardSize))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nowColumn)
    view.addSubview(laterColumn)
    nowColumn.addSubview(card)
    card.followButton.addTarget(
      self, action: BoardViewController.follow, for: .primaryActionTriggered)
  }

  /// The user dragged the card by `offset`: one frame changes, and the
  /// avatar, title and button come along because they sit in the card.
  func dragCard(by offset: Point) {
    card.frame = card.frame.offsetBy(dx: offset.x, dy: offset.y)
    log?("dragCard(by:) -> card.frame = \(card.frame)")
  }

  /// The user dropped the card on `column`. Adding it there takes it out of
  /// the column it was in: a view is in one place at a time.
  func moveCard(to column: ColumnView) {
    column.addSubview(card)
    log?("moveCard(to:) -> \(column.title).addSubview(card)")
  }

  /// The Follow button's action.
  func follow(_ sender: Button) {
    isFollowing.toggle()
    sender.title = isFollowing ? "Following" : "Follow"
    log?("follow(_:) -> button says \"\(sender.title)\"")
  }
}
