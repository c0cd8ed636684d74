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
}
