import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// Step 2 with hidden shapes: being hidden changes what a tap finds, never
/// where a shape may sit. A loop check that lets a hidden shape through
/// makes a tree that loops as soon as it is shown again.
extension Step2 {
  @Test("A hidden shape cannot be put on one of the shapes it holds either")
  func hiddenNotOnItsDescendant() throws {
    let board = Shape(name: "Board", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let card = Shape(name: "Card", frame: Rect(x: 8, y: 8, width: 200, height: 100))
    let icon = Shape(name: "Icon", frame: Rect(x: 4, y: 4, width: 16, height: 16))
    board.addChild(card)
    card.addChild(icon)
    try #require(
      icon.parent === card && card.parent === board,
      "Step 1 first: after addChild(_:), the child's parent is not set.")
    card.isHidden = true

    icon.addChild(card)

    #expect(
      card.parent === board && icon.children.isEmpty,
      """
      The card was hidden, then its own icon was asked to hold it: that would make a loop \
      whether the card shows or not, so nothing should have changed. But the card now sits \
      on \(describe(card.parent)) and the icon holds \(names(icon.children)). Look at \
      what the loop check lets through.
      """)
  }
}
