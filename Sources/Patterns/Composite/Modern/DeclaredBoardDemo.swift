import HeadlessKit

/// The board of the composite demo, declared with `SubviewBuilder`:
///
/// 1. Declared with the card in Now, the tree is the one `viewDidLoad()`
///    assembles with `addSubview(_:)` calls, and the Follow button sits at
///    the same place in the window.
/// 2. Declared with the card in Later, the `for` loop and the `if`/`else`
///    pick what each column holds.
/// 3. The trap: a declaration is a list of the very views it names, not a
///    description. A card listed in two columns ends up in one, the last,
///    because a view is in one place at a time.
@MainActor
public enum DeclaredBoardDemo {
  public static func run() -> Trace {
    let trace = Trace()
    trace.note("BoardViewController assembles its board with addSubview calls.")
    let assembled = BoardViewController()
    let assembledButton = assembled.card.followButton
    trace.note("The same board, declared: a for loop over columns, if/else inside.")
    let card = CardView(title: "Ada Lovelace", initials: "AL", origin: Point(x: 4, y: 8))
    let declared = DeclaredBoard.make(card: card, in: "Now", emptyHint: nil)
    trace.screen("The declared tree:", declared)
    let same = trace.renderer.render(declared) == trace.renderer.render(assembled.view)
    trace.record(
      "addSubviews", "same tree as viewDidLoad's addSubview calls: \(same ? "yes" : "no")")
    let windowPlaces = [assembledButton, card.followButton].map { $0.convert(Point.zero, to: nil) }
    trace.record("Button", "in the window at \(windowPlaces[0]), declared at \(windowPlaces[1])")

    trace.note("Declared again with the card in Later and a hint where it is not:")
    let moved = DeclaredBoard.make(card: card, in: "Later", emptyHint: "Drop a card")
    trace.screen("The else branch put a label in Now:", moved)

    trace.note("The trap: the builder lists views; it does not copy them.")
    let now = ColumnView(title: "Now", frame: DeclaredBoard.columnFrame(at: 0))
    let later = ColumnView(title: "Later", frame: DeclaredBoard.columnFrame(at: 1))
    BoardView(frame: Rect(origin: .zero, size: BoardViewController.boardSize)).addSubviews {
      now.addSubviews { card }
      later.addSubviews { card }
    }
    for column in [now, later] {
      let cards = column.subviews.map { String(describing: type(of: $0)) }
      trace.record(column.title, "subviews: [\(cards.joined(separator: ", "))]")
    }
    trace.note("Listed in both columns, the card is in one, the last: one view, one place.")
    return trace
  }
}
