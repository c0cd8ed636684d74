import HeadlessKit
import Testing

@testable import Composite

@MainActor
@Suite("The card is one view made of three")
struct CardViewTests {
  /// The board screen in a window the size of the board, as the demo shows it.
  private func showBoard() -> (BoardViewController, Window) {
    let board = BoardViewController()
    let window = Window(frame: Rect(origin: .zero, size: BoardViewController.boardSize))
    window.rootViewController = board
    return (board, window)
  }

  @Test("The avatar, the title and the button are the card's subviews, back to front")
  func children() {
    let card = CardView(title: "Ada Lovelace", initials: "AL")

    #expect(card.subviews.count == 3)
    #expect(card.subviews.first === card.avatarView)
    #expect(card.subviews.last === card.followButton)
    #expect(card.avatarView.superview === card)
    #expect(card.titleLabel.superview === card)
    #expect(card.followButton.superview === card)
  }

  @Test("Every piece's frame is in the card's coordinates and fits inside the card")
  func piecesFit() {
    let card = CardView(title: "Ada Lovelace", initials: "AL", origin: Point(x: 100, y: 100))

    for piece in card.subviews {
      #expect(
        piece.frame.minX >= 0 && piece.frame.maxX <= CardView.size.width
          && piece.frame.minY >= 0 && piece.frame.maxY <= CardView.size.height,
        "\(piece.summary) should fit in the card")
    }
    #expect(card.followButton.frame == Rect(x: 48, y: 24, width: 56, height: 16))
  }

  @Test("The card draws on a canvas as its documentation shows")
  func documentedLayout() {
    let card = CardView(title: "Ada Lovelace", initials: "AL")

    #expect(
      TextCanvas().render(card) == """
        ┌Card──────────────────────┐
        │ ┌Avatar┐  ┌Ada Lovelace┐ │
        │ │      │  └────────────┘ │
        │ │      │  ┌Follow──────┐ │
        │ └──────┘  └────────────┘ │
        └──────────────────────────┘
        """)
  }

  @Test("Dragging the card changes one frame; the pieces keep theirs and move on screen")
  func dragMovesAsOne() {
    let (board, _) = showBoard()
    let card = board.card
    let framesBefore = card.subviews.map(\.frame)
    let buttonBefore = card.followButton.convert(Point.zero, to: nil)

    board.dragCard(by: Point(x: 0, y: 16))

    #expect(card.frame == Rect(x: 4, y: 24, width: 112, height: 48))
    #expect(card.subviews.map(\.frame) == framesBefore)
    #expect(buttonBefore == Point(x: 60, y: 40))
    #expect(card.followButton.convert(Point.zero, to: nil) == Point(x: 60, y: 56))
  }

  @Test("Dragging the card moves every box inside it on the canvas")
  func dragOnCanvas() {
    let (board, _) = showBoard()
    let canvas = TextCanvas(style: .ascii)
    let before = canvas.render(board.card)
    let boardBefore = canvas.render(board.view)

    board.dragCard(by: Point(x: 0, y: 16))

    #expect(canvas.render(board.card) == before)
    #expect(canvas.render(board.view) != boardBefore)
    // The card's first row moved two rows down: 16 points at 8 points a row.
    let rowsBefore = boardBefore.split(separator: "\n")
    let rowsAfter = canvas.render(board.view).split(separator: "\n")
    #expect(rowsBefore.firstIndex { $0.contains("+Card") } == 2)
    #expect(rowsAfter.firstIndex { $0.contains("+Card") } == 4)
  }

  @Test("A tap on the button finds the button, the deepest view there")
  func hitFindsButton() {
    let (board, window) = showBoard()

    #expect(window.hitTest(Point(x: 88, y: 48)) === board.card.followButton)
    #expect(window.hitTest(Point(x: 20, y: 30)) === board.card.avatarView)
    #expect(window.hitTest(Point(x: 14, y: 60)) === board.card)
    #expect(window.hitTest(Point(x: 14, y: 80)) === board.nowColumn)
  }

  @Test("After a drag, the button is found where it went, not where it was")
  func hitAfterDrag() {
    let (board, window) = showBoard()

    board.dragCard(by: Point(x: 0, y: 16))

    #expect(window.hitTest(Point(x: 88, y: 64)) === board.card.followButton)
    #expect(window.hitTest(Point(x: 88, y: 48)) === board.card.titleLabel)
  }

  @Test("Each piece's next responder is the card; the card's is its column")
  func responderChain() {
    let (board, _) = showBoard()
    let card = board.card

    #expect(card.followButton.next === card)
    #expect(card.avatarView.next === card)
    #expect(card.next === board.nowColumn)
    #expect(board.nowColumn.next === board.view)
    #expect(board.view.next === board)
  }

  @Test("Tapping the button found by hit-testing reaches the controller")
  func tapFollows() throws {
    let (board, window) = showBoard()

    let hit = try #require(window.hitTest(Point(x: 88, y: 48)) as? Button)
    hit.tap()

    #expect(board.isFollowing)
    #expect(board.card.followButton.title == "Following")
  }
}
