import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// Ada's card, declared: the same shapes and frames as the pinboard's, on a
/// board of its own.
@MainActor
private struct DeclaredCard {
  let board = Shape(name: "Board", frame: Rect(x: 0, y: 0, width: 320, height: 240))
  let card = Shape(name: "Card", frame: Rect(x: 16, y: 16, width: 160, height: 80))
  let avatar = Shape(name: "Avatar", frame: Rect(x: 8, y: 8, width: 32, height: 32))
  let titleLabel = Shape(name: "Ada Lovelace", frame: Rect(x: 48, y: 8, width: 64, height: 16))
  let followButton = Shape(name: "Follow", frame: Rect(x: 48, y: 40, width: 64, height: 24))

  init() {
    board.adding {
      card.adding {
        avatar
        titleLabel
        followButton
      }
    }
  }
}

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

  @Test("A declared group keeps its own pieces, and moves as one")
  func groupsNest() throws {
    try requireShapesHoldChildren()
    let declared = DeclaredCard()

    #expect(
      declared.board.children.count == 1 && declared.board.children.first === declared.card,
      declared.board.children.isEmpty
        ? "The board was declared holding the card, but it holds []. \(builderAddsNothing)"
        : """
        The board was declared holding the card only, but it holds \
        \(names(declared.board.children)): the card's pieces were taken off the card. A \
        shape on a line of its own is one shape; look at what the builder makes of it.
        """)
    let pieces = [declared.avatar, declared.titleLabel, declared.followButton]
    #expect(
      declared.card.children.count == 3
        && zip(declared.card.children, pieces).allSatisfy { $0 === $1 },
      """
      The card was declared holding the avatar, the title and the button, in that order, \
      but it holds \(names(declared.card.children)). Look at what a nested adding(_:) \
      does with its shapes, and what the outer one does with them.
      """)
    #expect(
      declared.followButton.windowFrame == Rect(x: 64, y: 56, width: 64, height: 24),
      """
      The declared Follow button should be at (64, 56) on the window, as on the \
      pinboard, but it is at \(declared.followButton.windowFrame.origin). Look at which \
      shape the button ended up on.
      """)
    declared.card.frame = declared.card.frame.offsetBy(dx: 100, dy: 50)
    #expect(
      declared.followButton.windowFrame.origin == Point(x: 164, y: 106)
        && declared.board.hitTest(Point(x: 170, y: 110)) === declared.followButton,
      """
      After the declared card moved by (100, 50), its button should be at (164, 106) on \
      the window and be what a tap at (170, 110) finds. It is at \
      \(declared.followButton.windowFrame.origin), and the tap finds \
      \(describe(declared.board.hitTest(Point(x: 170, y: 110)))). Look at whether the \
      declared shapes are the ones in the tree.
      """)
  }

  @Test("if/else adds the shapes of the branch that ran, and only those")
  func ifElse() throws {
    try requireShapesHoldChildren()
    for isFollowing in [true, false] {
      let card = Shape(name: "Card", frame: Rect(x: 0, y: 0, width: 160, height: 80))
      let following = Shape(name: "Following", frame: Rect(x: 48, y: 40, width: 64, height: 24))
      let follow = Shape(name: "Follow", frame: Rect(x: 48, y: 40, width: 64, height: 24))

      card.adding {
        if isFollowing {
          following
        } else {
          follow
        }
      }

      let expected = isFollowing ? following : follow
      #expect(
        card.children.count == 1 && card.children.first === expected,
        """
        With isFollowing \(isFollowing), card.adding { if isFollowing { following } else \
        { follow } } should put \(describe(expected)) on the card, and nothing else, but \
        the card holds \(names(card.children)). Look at what the builder hands on for \
        each branch of an if/else.
        """)
    }
  }

  @Test("An if, or an if let, adds its shapes when it runs, and none when it does not")
  func optionals() throws {
    try requireShapesHoldChildren()
    for isNew in [true, false] {
      let card = Shape(name: "Card", frame: Rect(x: 0, y: 0, width: 160, height: 80))
      let avatar = Shape(name: "Avatar", frame: Rect(x: 8, y: 8, width: 32, height: 32))
      let badge: Shape? =
        isNew ? Shape(name: "New", frame: Rect(x: 120, y: 8, width: 32, height: 16)) : nil
      let pin = Shape(name: "Pin", frame: Rect(x: 4, y: 4, width: 8, height: 8))

      card.adding {
        avatar
        if let badge { badge }
        if isNew { pin }
      }

      let expected = isNew ? ["Avatar", "New", "Pin"] : ["Avatar"]
      #expect(
        card.children.map(\.name) == expected,
        """
        With\(isNew ? "" : "out") a badge, the card should hold \(expected), but it holds \
        \(names(card.children)). Look at what the builder hands on for an if without \
        an else, when it ran and when it did not.
        """)
    }
  }

  @Test("A for loop adds every pass's shapes, in order")
  func loops() throws {
    try requireShapesHoldChildren()
    let card = Shape(name: "Card", frame: Rect(x: 0, y: 0, width: 160, height: 80))

    card.adding {
      for (index, tag) in ["swift", "ui", "maths"].enumerated() {
        Shape(name: tag, frame: Rect(x: 8 + Double(index) * 40, y: 56, width: 36, height: 16))
      }
    }

    #expect(
      card.children.map(\.name) == ["swift", "ui", "maths"]
        && card.children.map(\.frame.minX) == [8, 48, 88],
      """
      A for loop over three tags should put three shapes on the card, in the loop's \
      order, but the card holds \(names(card.children)). Look at what the builder hands \
      on for a loop's passes.
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
