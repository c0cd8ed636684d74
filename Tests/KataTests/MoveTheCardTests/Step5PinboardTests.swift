import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// Where a shape sits, for the failure message.
@MainActor
private func place(_ parent: Shape?) -> String {
  describe(parent, none: "nothing")
}

@MainActor
@Suite("5. The pinboard moves the card as one group")
struct Step5 {
  @Test("The avatar, the title and the Follow button sit on the card; the card on the board")
  func structure() throws {
    try requireShapesHoldChildren()
    let screen = PinboardController()

    #expect(
      screen.card.parent === screen.board,
      """
      The card should sit on the board, but it sits on \(place(screen.card.parent)). \
      Look in PinboardApp/PinboardController.swift, at how init builds the screen.
      """)
    for piece in [screen.avatar, screen.titleLabel, screen.followButton] {
      #expect(
        piece.parent === screen.card,
        """
        The shape named "\(piece.name)" should sit on the card, but it sits on \
        \(place(piece.parent)): the pieces are still loose on the board, so the card is \
        no group. Look at how PinboardController's init builds the screen.
        """)
    }
    #expect(
      screen.board.children.map(\.name) == ["Card"],
      """
      The board should hold only the card, [Card], since the pieces belong to the card, \
      but it holds \(names(screen.board.children)). Look at how PinboardController's \
      init builds the screen.
      """)
  }

  @Test("Every piece is on the window where the designer put it")
  func samePlaces() throws {
    try requireShapesHoldChildren()
    let screen = PinboardController()

    #expect(
      screen.card.windowFrame == Rect(x: 16, y: 16, width: 160, height: 80),
      """
      The card should be at (16, 16, 160, 80) on the window, as before, but it is at \
      \(screen.card.windowFrame). Look at the card's frame, and what it is measured in.
      """)
    #expect(
      screen.avatar.windowFrame == Rect(x: 24, y: 24, width: 32, height: 32),
      """
      The avatar should still be at (24, 24) on the window, but it is at \
      \(screen.avatar.windowFrame.origin). Look at the avatar's frame: which shape's \
      corner is it measured from now?
      """)
    #expect(
      screen.titleLabel.windowFrame == Rect(x: 64, y: 24, width: 64, height: 16),
      """
      The title should still be at (64, 24) on the window, but it is at \
      \(screen.titleLabel.windowFrame.origin). Look at the title's frame: which shape's \
      corner is it measured from now?
      """)
    #expect(
      screen.followButton.windowFrame == Rect(x: 64, y: 56, width: 64, height: 24),
      """
      The Follow button should still be at (64, 56) on the window, but it is at \
      \(screen.followButton.windowFrame.origin). Look at the button's frame: which \
      shape's corner is it measured from now?
      """)
  }

  @Test("Dragging the card changes the card's frame and no other")
  func dragMovesOneFrame() throws {
    try requireShapesHoldChildren()
    let screen = PinboardController()
    let pieces = [screen.avatar, screen.titleLabel, screen.followButton]
    let framesBefore = pieces.map(\.frame)

    screen.dragCard(by: Point(x: 100, y: 50))

    #expect(
      screen.card.frame == Rect(x: 116, y: 66, width: 160, height: 80),
      """
      After a drag by (100, 50), the card's frame should be (116, 66, 160, 80), but it \
      is \(screen.card.frame). Look at what dragCard(by:) moves.
      """)
    let moved = zip(pieces, framesBefore).filter { $0.0.frame != $0.1 }.map(\.0)
    #expect(
      moved.isEmpty,
      """
      A drag should change the card's frame only: the pieces come along because they \
      sit on the card. But dragCard(by:) changed the frames of \(names(moved)) too, so \
      on the window they moved twice as far. Look at what dragCard(by:) moves.
      """)
    #expect(
      screen.followButton.windowFrame == Rect(x: 164, y: 106, width: 64, height: 24),
      """
      After the drag, the Follow button should be at (164, 106) on the window, but it is \
      at \(screen.followButton.windowFrame.origin). Look at what the button sits on, and \
      at what dragCard(by:) moves.
      """)
  }

  @Test("The New badge goes on the card and travels with it")
  func badgeTravels() throws {
    try requireShapesHoldChildren()
    let screen = PinboardController()
    screen.showNewBadge()
    let badge = try #require(
      screen.badge,
      "showNewBadge() was called, yet the screen's badge is nil: look at showNewBadge().")

    screen.dragCard(by: Point(x: 100, y: 50))

    #expect(
      badge.parent === screen.card,
      """
      The badge should sit on the card, so that it moves with it, but it sits on \
      \(place(badge.parent)). Look at where showNewBadge() puts the badge.
      """)
    #expect(
      badge.windowFrame == Rect(x: 236, y: 74, width: 32, height: 16),
      """
      After a drag by (100, 50), the badge should be at (236, 74) on the window, still \
      in the card's top-right corner, but it is at \(badge.windowFrame.origin). Look at \
      what the badge sits on, and what its frame is measured from.
      """)
  }

  @Test("After a drag, a tap where the Follow button went follows Ada")
  func tapAfterDrag() throws {
    try requireShapesHoldChildren()
    let screen = PinboardController()
    screen.dragCard(by: Point(x: 100, y: 50))

    screen.tap(at: Point(x: 170, y: 110))

    #expect(
      screen.isFollowing,
      """
      A tap at (170, 110) is on the Follow button after the drag, so the screen should \
      follow Ada, but isFollowing is still false. Look at how tap(at:) decides what was \
      tapped.
      """)
  }

  @Test("A tap on a tooltip covering the Follow button does not follow")
  func coveredOnTheCard() throws {
    try requireShapesHoldChildren()
    let screen = PinboardController()
    // On the card, in front of the button, in the card's coordinates.
    let tooltip = Shape(name: "Tooltip", frame: Rect(x: 40, y: 36, width: 100, height: 40))
    screen.card.addChild(tooltip)

    screen.tap(at: Point(x: 80, y: 70))

    #expect(
      !screen.isFollowing,
      """
      A tooltip on the card covers the Follow button, so a tap at (80, 70) lands on the \
      tooltip and should not follow Ada, but it did. Being inside the button's \
      rectangle is not being the shape under the finger: look at how tap(at:) decides \
      what was tapped.
      """)
  }

  /// Ada's screen with another card on the board, added after hers, so in
  /// front of it: it covers the right half of her Follow button (64...128
  /// across on the window).
  private func screenWithCardInFront() -> PinboardController {
    let screen = PinboardController()
    let otherCard = Shape(name: "Card", frame: Rect(x: 100, y: 40, width: 160, height: 80))
    screen.board.addChild(otherCard)
    return screen
  }

  @Test("A card on the board in front of Ada's covers her button where they overlap")
  func coveredOnTheBoard() throws {
    try requireShapesHoldChildren()
    let covered = screenWithCardInFront()
    covered.tap(at: Point(x: 110, y: 70))
    #expect(
      !covered.isFollowing,
      """
      Another card on the board, in front of Ada's, covers the right half of her \
      Follow button, so a tap at (110, 70) lands on that card and should not follow \
      Ada, but it did. Look at which shapes tap(at:) asks about the point: something on \
      the board but off Ada's card can cover her button too.
      """)

    let uncovered = screenWithCardInFront()
    uncovered.tap(at: Point(x: 80, y: 70))
    #expect(
      uncovered.isFollowing,
      """
      The left half of Ada's Follow button is not covered by the other card, so a tap \
      at (80, 70) should follow her, but isFollowing is false. Look at how tap(at:) \
      decides what was tapped.
      """)
  }

  @Test("Only Ada's own Follow button follows her, not another shape of that name")
  func otherFollowButton() throws {
    try requireShapesHoldChildren()
    let screen = PinboardController()
    let otherCard = Shape(name: "Card", frame: Rect(x: 16, y: 120, width: 160, height: 80))
    let otherButton = Shape(name: "Follow", frame: Rect(x: 48, y: 40, width: 64, height: 24))
    otherCard.addChild(otherButton)
    screen.board.addChild(otherCard)

    screen.tap(at: Point(x: 80, y: 170))

    #expect(
      !screen.isFollowing,
      """
      A second card, below Ada's, has its own button named "Follow". A tap on it, at \
      (80, 170), should not follow Ada, but it did. Look at how tap(at:) tells Ada's \
      button from another shape.
      """)
  }

  @Test("A hidden card cannot be tapped: its Follow button does nothing")
  func hiddenCard() throws {
    try requireShapesHoldChildren()
    let screen = PinboardController()
    screen.card.isHidden = true

    screen.tap(at: Point(x: 80, y: 70))

    #expect(
      !screen.isFollowing,
      """
      With Ada's card hidden, nothing on it can be tapped, so a tap at (80, 70), where \
      her Follow button would be, should not follow her, but it did. A hidden shape \
      hides everything on it: look at how tap(at:) decides what was tapped.
      """)
  }

}
