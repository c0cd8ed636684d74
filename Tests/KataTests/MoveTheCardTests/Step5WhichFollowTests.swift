import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// Step 5: the one shape that follows Ada is her own Follow button, not a
/// shape that looks like it, wherever that shape sits.
extension Step5 {
  @Test("Another shape named Follow, even on Ada's own card, does not follow her")
  func followStickerOnTheCard() throws {
    try requireShapesHoldChildren()
    let screen = PinboardController()
    // A sticker someone put on Ada's card, right of her button, in the
    // card's coordinates: on the window it covers (136, 56) to (168, 80).
    let sticker = Shape(name: "Follow", frame: Rect(x: 120, y: 40, width: 32, height: 24))
    screen.card.addChild(sticker)

    screen.tap(at: Point(x: 150, y: 66))

    #expect(
      !screen.isFollowing,
      """
      A sticker that happens to be named "Follow" sits on Ada's card, beside her Follow \
      button. A tap on the sticker, at (150, 66), should not follow Ada, but it did. \
      Ada's button is one particular shape, not any shape with its name or its place \
      in the tree: look at how tap(at:) tells her button from another shape.
      """)

    let before = screen.isFollowing
    screen.tap(at: Point(x: 80, y: 70))
    #expect(
      screen.isFollowing != before,
      """
      With the sticker on the card, a tap on Ada's own Follow button, at (80, 70), should \
      still change whether she is followed, but isFollowing stayed \(before). Look at \
      how tap(at:) decides what was tapped.
      """)
  }
}
