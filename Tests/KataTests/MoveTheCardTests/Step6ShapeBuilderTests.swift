import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// Whether `adding(_:)` puts even one shape on a shape, tried on shapes of
/// the test's own: when it does not, what a test goes on to look at (order,
/// nesting, branches) cannot be seen yet.
@MainActor
private func builderAddsShapes() -> Bool {
  let card = Shape(name: "Probe", frame: Rect(x: 0, y: 0, width: 10, height: 10))
  let piece = Shape(name: "Probe's piece", frame: Rect(x: 1, y: 1, width: 2, height: 2))
  card.adding { piece }
  return piece.parent === card
}

/// Where to look when declared shapes break the tree's rules.
private let oneWayIn = """
  Look at how adding(_:) puts shapes on a shape: the tree's own rules live in one place.
  """

/// Said when the builder puts nothing anywhere.
private let builderAddsNothing = """
  The builder put nothing on any shape: see the first test of this step.
  """

@MainActor
@Suite("6. A builder declares the card, and makes the same tree")
struct Step6 {
  @Test("Shapes listed in a builder go on the shape, back to front, as written")
  func listedInOrder() throws {
    try requireShapesHoldChildren()
    let card = Shape(name: "Card", frame: Rect(x: 0, y: 0, width: 160, height: 80))
    let avatar = Shape(name: "Avatar", frame: Rect(x: 8, y: 8, width: 32, height: 32))
    let title = Shape(name: "Title", frame: Rect(x: 48, y: 8, width: 64, height: 16))

    let returned = card.adding {
      avatar
      title
    }

    #expect(
      card.children.count == 2 && card.children.first === avatar && card.children.last === title,
      """
      card.adding { avatar; title } should put those two shapes on the card, avatar \
      first, but the card holds \(names(card.children)). Look in \
      CardShapes/ShapeBuilder.swift, at what each part of the builder hands on, and what \
      adding(_:) does with the list it gets.
      """)
    #expect(
      avatar.parent === card && title.parent === card,
      """
      The declared shapes should know the card as their parent, but the avatar sits on \
      \(describe(avatar.parent, none: "nothing")). Look at how adding(_:) puts the \
      shapes on the card: the tree has one way in that sets both links.
      """)
    #expect(
      returned === card,
      """
      adding(_:) returned another shape than the one it was called on, so declarations \
      cannot nest. Look at what adding(_:) returns.
      """)
  }

  @Test("Declared shapes go in front of the children already there, and move if they sat elsewhere")
  func treeRulesHold() throws {
    try requireShapesHoldChildren()
    let board = Shape(name: "Board", frame: Rect(x: 0, y: 0, width: 320, height: 240))
    let now = Shape(name: "Now", frame: Rect(x: 0, y: 0, width: 160, height: 240))
    let later = Shape(name: "Later", frame: Rect(x: 160, y: 0, width: 160, height: 240))
    let card = Shape(name: "Card", frame: Rect(x: 16, y: 16, width: 128, height: 80))
    let note = Shape(name: "Note", frame: Rect(x: 16, y: 120, width: 128, height: 40))
    later.addChild(note)
    try #require(
      note.parent === later, "Steps 1 and 2 first: addChild(_:) should put the note on Later.")

    board.adding {
      now.adding { card }
      later.adding { card }
    }

    let adds = builderAddsShapes()
    #expect(
      later.children.count == 2 && later.children.first === note && later.children.last === card,
      """
      Later held a note; declaring the card on it should put the card in front of the \
      note, keeping it: [Note, Card]. It holds \(names(later.children)). \
      \(adds ? "Look at what adding(_:) does with the children there already." : builderAddsNothing)
      """)
    #expect(
      now.children.isEmpty && card.parent === later,
      """
      The card was declared on Now, then on Later: a shape is in one place at a time, so \
      it should end up on Later only. Now holds \(names(now.children)), and the card sits \
      on \(describe(card.parent, none: "nothing")). \
      \(adds ? oneWayIn : builderAddsNothing)
      """)
  }
}
