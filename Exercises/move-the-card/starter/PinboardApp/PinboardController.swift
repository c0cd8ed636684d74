import CardShapes
import HeadlessKit

/// Pinboard's one screen: a board with Ada's profile card on it. The user
/// drags the card around and taps its Follow button.
///
/// The card is drawn from four shapes: the card itself, an avatar, a title
/// and a button. Each one sits straight on the board, placed in the board's
/// coordinates (which are the window's), and the screen keeps its own list of
/// them: to drag the card it moves every piece, and to find what was tapped
/// it checks every piece.
@MainActor
final class PinboardController {
  /// The whole screen.
  let board = Shape(
    name: "Board", frame: Rect(x: 0, y: 0, width: 320, height: 240))

  let card = Shape(
    name: "Card", frame: Rect(x: 16, y: 16, width: 160, height: 80))
  let avatar = Shape(
    name: "Avatar", frame: Rect(x: 24, y: 24, width: 32, height: 32))
  let titleLabel = Shape(
    name: "Ada Lovelace", frame: Rect(x: 64, y: 24, width: 64, height: 16))
  let followButton = Shape(
    name: "Follow", frame: Rect(x: 64, y: 56, width: 64, height: 24))

  /// The "New" badge, once Ada has posted something new.
  private(set) var badge: Shape?

  private(set) var isFollowing = false

  /// Every piece of the card, back to front. Whatever moves the card has to
  /// move each of these, so keep the list up to date.
  private var cardPieces: [Shape]

  init() {
    cardPieces = [card, avatar, titleLabel, followButton]
    for piece in cardPieces {
      board.addChild(piece)
    }
  }

  /// The user dragged the card by `offset`.
  func dragCard(by offset: Point) {
    for piece in cardPieces {
      piece.frame = piece.frame.offsetBy(dx: offset.x, dy: offset.y)
    }
  }

  /// Ada posted something new: a "New" badge goes in the card's top-right
  /// corner.
  func showNewBadge() {
    let badge = Shape(
      name: "New",
      frame: Rect(
        x: card.frame.minX + 120, y: card.frame.minY + 8, width: 32,
        height: 16))
    board.addChild(badge)
    self.badge = badge
  }

  /// The user tapped the screen at `point`, in window coordinates.
  func tap(at point: Point) {
    let tapped = cardPieces.last { !$0.isHidden && $0.frame.contains(point) }
    if tapped === followButton {
      isFollowing.toggle()
    }
  }
}
