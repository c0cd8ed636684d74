import HeadlessKit
import Testing

@testable import Composite

@MainActor
@Suite("Re-parenting: a view is in one place at a time")
struct ReparentingTests {
  private func loadedBoard() -> BoardViewController {
    let board = BoardViewController()
    _ = board.view
    return board
  }

  @Test("Moving the card to Later takes it out of Now")
  func moveLeavesOldColumn() {
    let board = loadedBoard()

    board.moveCard(to: board.laterColumn)

    #expect(board.card.superview === board.laterColumn)
    #expect(board.nowColumn.subviews.isEmpty)
    #expect(board.laterColumn.subviews.count == 1)
    #expect(board.laterColumn.subviews.first === board.card)
  }

  @Test("The card keeps its frame, so it sits at the same spot in its new column")
  func frameIsKept() {
    let board = loadedBoard()
    let frame = board.card.frame

    board.moveCard(to: board.laterColumn)

    #expect(board.card.frame == frame)
    #expect(board.card.convert(Point.zero, to: nil) == Point(x: 140, y: 16))
  }

  @Test("The pieces travel with the card: still its subviews, now in the other column")
  func piecesTravel() {
    let board = loadedBoard()

    board.moveCard(to: board.laterColumn)

    #expect(board.card.subviews.count == 3)
    #expect(board.card.followButton.superview === board.card)
    #expect(board.card.followButton.convert(Point.zero, to: nil) == Point(x: 188, y: 40))
  }

  @Test("The new superview becomes the card's next responder")
  func nextResponderFollows() {
    let board = loadedBoard()

    board.moveCard(to: board.laterColumn)

    #expect(board.card.next === board.laterColumn)
  }

  @Test("Moving the card to the column it is in keeps it there, listed once")
  func moveToSameColumn() {
    let board = loadedBoard()

    board.moveCard(to: board.nowColumn)

    #expect(board.nowColumn.subviews.count == 1)
    #expect(board.card.superview === board.nowColumn)
  }

  @Test("A piece moved out of the card is no longer part of it, and no longer moves with it")
  func pieceLeavesCard() {
    let board = loadedBoard()
    let avatar = board.card.avatarView

    board.nowColumn.addSubview(avatar)
    board.dragCard(by: Point(x: 0, y: 16))

    #expect(!board.card.subviews.contains { $0 === avatar })
    #expect(avatar.superview === board.nowColumn)
    #expect(avatar.convert(Point.zero, to: nil) == Point(x: 16, y: 16))
  }

  @Test("Removing the card detaches it, and a tap there finds the column")
  func removeDetaches() {
    let board = loadedBoard()
    let window = Window(frame: Rect(origin: .zero, size: BoardViewController.boardSize))
    window.rootViewController = board

    board.card.removeFromSuperview()

    #expect(board.card.superview == nil)
    #expect(board.card.next == nil)
    #expect(board.nowColumn.subviews.isEmpty)
    #expect(window.hitTest(Point(x: 88, y: 48)) === board.nowColumn)
  }

  @Test("A card cannot be put inside one of its own pieces: the tree never loops")
  func noLoops() {
    let board = loadedBoard()

    board.card.followButton.addSubview(board.card)

    #expect(board.card.superview === board.nowColumn)
    #expect(board.card.followButton.subviews.isEmpty)
  }
}
