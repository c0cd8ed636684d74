import HeadlessKit
import Testing

@testable import MoveTheCard

/// Where a shape sits, for the failure message.
@MainActor
private func place(_ parent: Shape?) -> String {
  describe(parent, none: "nothing")
}

@MainActor
@Suite("5. The pinboard moves the card as one group")
struct Step5 {
  @Test("The avatar, the title and the Follow button sit on the card; the card on the board")
  func structure() {
    let screen = PinboardController()

    #expect(
      screen.card.parent === screen.board,
      """
      The card should sit on the board, but it sits on \(place(screen.card.parent)). \
      PinboardController's init should put the card on the board.
      """)
    for piece in [screen.avatar, screen.titleLabel, screen.followButton] {
      #expect(
        piece.parent === screen.card,
        """
        The shape named "\(piece.name)" should sit on the card, but it sits on \
        \(place(piece.parent)). In PinboardController's init, add the pieces to the \
        card, not to the board.
        """)
    }
    #expect(
      screen.board.children.map(\.name) == ["Card"],
      """
      The board should hold only the card, [Card], since the pieces belong to the card, \
      but it holds \(names(screen.board.children)).
      """)
  }

  @Test("Every piece is on the window where the designer put it")
  func samePlaces() {
    let screen = PinboardController()

    #expect(
      screen.card.windowFrame == Rect(x: 16, y: 16, width: 160, height: 80),
      """
      The card should be at (16, 16, 160, 80) on the window, as before, but it is at \
      \(screen.card.windowFrame).
      """)
    #expect(
      screen.avatar.windowFrame == Rect(x: 24, y: 24, width: 32, height: 32),
      """
      The avatar should still be at (24, 24) on the window, but it is at \
      \(screen.avatar.windowFrame.origin). On the card, its frame is measured from the \
      card's corner, so it becomes (8, 8, 32, 32).
      """)
    #expect(
      screen.titleLabel.windowFrame == Rect(x: 64, y: 24, width: 64, height: 16),
      """
      The title should still be at (64, 24) on the window, (48, 8) on the card, but it is \
      at \(screen.titleLabel.windowFrame.origin) on the window.
      """)
    #expect(
      screen.followButton.windowFrame == Rect(x: 64, y: 56, width: 64, height: 24),
      """
      The Follow button should still be at (64, 56) on the window, (48, 40) on the card, \
      but it is at \(screen.followButton.windowFrame.origin) on the window.
      """)
  }

  @Test("Dragging the card changes the card's frame and no other")
  func dragMovesOneFrame() {
    let screen = PinboardController()
    let pieces = [screen.avatar, screen.titleLabel, screen.followButton]
    let framesBefore = pieces.map(\.frame)

    screen.dragCard(by: Point(x: 100, y: 50))

    #expect(
      screen.card.frame == Rect(x: 116, y: 66, width: 160, height: 80),
      """
      After a drag by (100, 50), the card's frame should be (116, 66, 160, 80), but it \
      is \(screen.card.frame).
      """)
    let moved = zip(pieces, framesBefore).filter { $0.0.frame != $0.1 }.map(\.0)
    #expect(
      moved.isEmpty,
      """
      A drag should change the card's frame only: the pieces come along because they \
      sit on the card. But dragCard(by:) changed the frames of \(names(moved)) too; it \
      should not touch them.
      """)
    #expect(
      screen.followButton.windowFrame == Rect(x: 164, y: 106, width: 64, height: 24),
      """
      After the drag, the Follow button should be at (164, 106) on the window, but it is \
      at \(screen.followButton.windowFrame.origin).
      """)
  }

  @Test("The New badge goes on the card and travels with it")
  func badgeTravels() throws {
    let screen = PinboardController()
    screen.showNewBadge()
    let badge = try #require(screen.badge, "showNewBadge() should set the badge property.")

    screen.dragCard(by: Point(x: 100, y: 50))

    #expect(
      badge.parent === screen.card,
      """
      The badge should sit on the card, so that it moves with it, but it sits on \
      \(place(badge.parent)). In showNewBadge(), add it to the card, with its frame in \
      the card's coordinates: (120, 8, 32, 16).
      """)
    #expect(
      badge.windowFrame == Rect(x: 236, y: 74, width: 32, height: 16),
      """
      After a drag by (100, 50), the badge should be at (236, 74) on the window, still \
      in the card's top-right corner, but it is at \(badge.windowFrame.origin).
      """)
  }

  @Test("After a drag, a tap where the Follow button went follows Ada")
  func tapAfterDrag() {
    let screen = PinboardController()
    screen.dragCard(by: Point(x: 100, y: 50))

    screen.tap(at: Point(x: 170, y: 110))

    #expect(
      screen.isFollowing,
      """
      A tap at (170, 110) is on the Follow button after the drag, so the screen should \
      follow Ada, but isFollowing is still false. In PinboardController.tap(at:), let the \
      board find which shape is under the point (the hit-testing from step 4), instead of \
      checking a list of pieces.
      """)
  }
}
