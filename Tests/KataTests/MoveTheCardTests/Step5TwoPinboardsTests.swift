import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// Where a shape sits, for the failure message.
@MainActor
private func place(_ parent: Shape?) -> String {
  describe(parent, none: "nothing")
}

private let noBadge: Comment =
  "showNewBadge() was called, yet the screen's badge is nil: look at showNewBadge()."

/// Step 5 with two pinboards open: nothing of one is the other's.
extension Step5 {
  @Test("Two pinboards at once: each has its own card and its own New badge")
  func twoPinboards() throws {
    try requireShapesHoldChildren()
    let first = PinboardController()
    let second = PinboardController()
    first.showNewBadge()
    second.showNewBadge()
    let firstBadge = try #require(first.badge, noBadge)
    let secondBadge = try #require(second.badge, noBadge)
    let shared = firstBadge === secondBadge ? ", and it is the second pinboard's badge too" : ""

    first.dragCard(by: Point(x: 100, y: 50))

    #expect(
      first.card.parent === first.board && second.card.parent === second.board
        && shared.isEmpty && firstBadge.parent === first.card
        && secondBadge.parent === second.card,
      """
      Two pinboards were open, each showing Ada's card with a New badge. Each card should \
      sit on its own board, with a badge of its own; but the first badge sits on \
      \(place(firstBadge.parent))\(shared). Look for a shape that every pinboard shares.
      """)
    #expect(
      second.card.windowFrame == Rect(x: 16, y: 16, width: 160, height: 80),
      """
      The first pinboard's card was dragged; the second pinboard's card should not have \
      moved, but it is at \(second.card.windowFrame). Look for a shape that every \
      pinboard shares.
      """)
  }
}
