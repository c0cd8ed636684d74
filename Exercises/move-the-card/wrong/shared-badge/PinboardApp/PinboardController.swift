import CardShapes
import HeadlessKit

/// Pinboard's one screen: a board with Ada's profile card on it. The user
/// drags the card around and taps its Follow button.
///
/// The card is one shape holding the others: the avatar, the title and the
/// button sit on the card, placed in the card's coordinates, and the card
/// sits on the board. So the screen deals with the card alone: a drag moves
/// one frame, a badge is added to the card, and the board finds what was
/// tapped. There is no list of pieces to keep up to date.
@MainActor
final class PinboardController {
  /// The whole screen.
  let board = Shape(
    name: "Board", frame: Rect(x: 0, y: 0, width: 320, height: 240))

  let card = Shape(
    name: "Card", frame: Rect(x: 16, y: 16, width: 160, height: 80))
  // The pieces' frames are in the card's coordinates.
  let avatar = Shape(
    name: "Avatar", frame: Rect(x: 8, y: 8, width: 32, height: 32))
  let titleLabel = Shape(
    name: "Ada Lovelace", frame: Rect(x: 48, y: 8, width: 64, height: 16))
  let followButton = Shape(
    name: "Follow", frame: Rect(x: 48, y: 40, width: 64, height: 24))

  /// The "New" badge, once Ada has posted something new.
  private(set) var badge: Shape?

  private(set) var isFollowing = false

  init() {
    board.addChild(card)
    card.addChild(avatar)
    card.addChild(titleLabel)
    card.addChild(followButton)
  }

  /// The user dragged the card by `offset`.
  func dragCard(by offset: Point) {
    card.frame = card.frame.offsetBy(dx: offset.x, dy: offset.y)
  }

  /// Ada posted something new: a "New" badge goes in the card's top-right
  /// corner.
  func showNewBadge() {
    // Wrong on purpose: one badge for the whole app, made the first time.
    let badge =
      Self.newBadge ?? Shape(name: "New", frame: Rect(x: 120, y: 8, width: 32, height: 16))
    Self.newBadge = badge
    card.addChild(badge)
    self.badge = badge
  }

  /// The "New" badge every pinboard shows.
  private static var newBadge: Shape?

  /// The user tapped the screen at `point`, in window coordinates.
  func tap(at point: Point) {
    if board.hitTest(point) === followButton {
      isFollowing.toggle()
    }
  }
}
