import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

@MainActor
@Suite("1. A shape holds its children")
struct Step1 {
  @Test("Adding a child makes this shape its parent and lists it as a child")
  func addChild() {
    let board = Shape(name: "Board", frame: Rect(x: 0, y: 0, width: 320, height: 240))
    let card = Shape(name: "Card", frame: Rect(x: 16, y: 16, width: 160, height: 80))

    board.addChild(card)

    #expect(
      card.parent === board,
      """
      After board.addChild(card), card.parent should be the board, but it is \
      \(describe(card.parent)). Shape.addChild(_:) should make this shape the new child's \
      parent.
      """)
    #expect(
      board.children.map(\.name) == ["Card"],
      """
      After board.addChild(card), board.children should be [Card], but it is \
      \(names(board.children)). Shape.addChild(_:) should add the shape to this shape's \
      children.
      """)
  }

  @Test("Children are kept back to front: the last one added is on top")
  func order() {
    let card = Shape(name: "Card", frame: Rect(x: 0, y: 0, width: 160, height: 80))

    for name in ["Avatar", "Title", "Follow"] {
      card.addChild(Shape(name: name, frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    }

    #expect(
      card.children.map(\.name) == ["Avatar", "Title", "Follow"],
      """
      Children should be listed in the order they were added, the newest last (on top): \
      [Avatar, Title, Follow], but card.children is \(names(card.children)).
      """)
  }

  @Test("A shape keeps its children alive")
  func parentOwnsChildren() {
    let card = Shape(name: "Card", frame: Rect(x: 0, y: 0, width: 160, height: 80))
    weak var weakAvatar: Shape?
    do {
      let avatar = Shape(name: "Avatar", frame: Rect(x: 8, y: 8, width: 32, height: 32))
      weakAvatar = avatar
      card.addChild(avatar)
    }

    #expect(
      weakAvatar != nil,
      """
      A child added to a card should stay alive as long as the card does, but the avatar \
      was freed as soon as the test let go of it. The card's children array should hold \
      it: addChild(_:) should add it there.
      """)
  }

  @Test("A shape does not keep its parent alive: a released board is freed")
  func childDoesNotOwnParent() throws {
    let card = Shape(name: "Card", frame: Rect(x: 16, y: 16, width: 160, height: 80))
    weak var weakBoard: Shape?
    do {
      let board = Shape(name: "Board", frame: Rect(x: 0, y: 0, width: 320, height: 240))
      weakBoard = board
      board.addChild(card)
      try #require(
        card.parent === board,
        "First make addChild(_:) work: after board.addChild(card), card.parent is the board.")
    }

    #expect(
      weakBoard == nil,
      """
      The test let go of the board while still holding its card, so the board should \
      have been freed, but it is still alive: the card keeps it. A child must never own \
      its parent (the parent owns the child): keep Shape.parent weak, and hold the \
      parent nowhere else.
      """)
    #expect(
      card.parent == nil,
      """
      Once its board is freed, the card should sit on nothing (parent nil), but its \
      parent is \(describe(card.parent)).
      """)
  }

  @Test("removeFromParent takes the shape off its parent")
  func remove() throws {
    let card = Shape(name: "Card", frame: Rect(x: 0, y: 0, width: 160, height: 80))
    let avatar = Shape(name: "Avatar", frame: Rect(x: 8, y: 8, width: 32, height: 32))
    card.addChild(avatar)
    try #require(
      avatar.parent === card,
      "First make addChild(_:) work: after card.addChild(avatar), avatar.parent is the card.")

    avatar.removeFromParent()

    #expect(
      avatar.parent == nil,
      """
      After avatar.removeFromParent(), avatar.parent should be nil, but it is \
      \(describe(avatar.parent)). Shape.removeFromParent() should clear the parent link.
      """)
    #expect(
      card.children.isEmpty,
      """
      After avatar.removeFromParent(), the card should have no children left, but it has \
      \(names(card.children)). removeFromParent() should take the shape out of its \
      parent's children.
      """)
  }

  @Test("removeFromParent leaves the other children in place and in order")
  func removeKeepsSiblings() throws {
    let card = Shape(name: "Card", frame: Rect(x: 0, y: 0, width: 160, height: 80))
    let pieces = ["Avatar", "Title", "Follow"].map {
      Shape(name: $0, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    }
    for piece in pieces { card.addChild(piece) }
    try #require(
      card.children.count == 3,
      "First make addChild(_:) work: after adding three pieces, the card has three children.")

    pieces[1].removeFromParent()

    #expect(
      card.children.map(\.name) == ["Avatar", "Follow"],
      """
      Removing the title should leave [Avatar, Follow], but the card's children are \
      \(names(card.children)). removeFromParent() should remove only that shape, compared \
      by identity (===).
      """)
  }

  @Test("A removed shape is no longer kept alive by its old parent")
  func removedIsReleased() throws {
    let card = Shape(name: "Card", frame: Rect(x: 0, y: 0, width: 160, height: 80))
    weak var weakAvatar: Shape?
    do {
      let avatar = Shape(name: "Avatar", frame: Rect(x: 8, y: 8, width: 32, height: 32))
      weakAvatar = avatar
      card.addChild(avatar)
      try #require(
        avatar.parent === card,
        "First make addChild(_:) work: after card.addChild(avatar), avatar.parent is the card.")
      avatar.removeFromParent()
    }

    #expect(
      weakAvatar == nil,
      """
      After avatar.removeFromParent(), nothing but the card had held the avatar, so it \
      should have been freed, but it is still alive: the card still holds it somewhere. \
      removeFromParent() should take the shape out of its parent's children array, not \
      only clear its parent link.
      """)
  }

  @Test("removeFromParent tells shapes apart by identity, not by name")
  func removeByIdentity() throws {
    let board = Shape(name: "Board", frame: Rect(x: 0, y: 0, width: 320, height: 240))
    let first = Shape(name: "Card", frame: Rect(x: 16, y: 16, width: 160, height: 80))
    let second = Shape(name: "Card", frame: Rect(x: 16, y: 16, width: 160, height: 80))
    board.addChild(first)
    board.addChild(second)
    try #require(
      board.children.count == 2,
      "First make addChild(_:) work: after adding two cards, the board has two children.")

    second.removeFromParent()

    #expect(
      board.children.count == 1 && board.children.first === first,
      """
      Two cards with the same name and frame are still two cards. Removing the second \
      should leave the first on the board, but the board now holds \
      \(board.children.count) shape(s), and not the first card. In removeFromParent(), \
      find the shape with ===, which asks "the same object?", not by name or frame.
      """)
  }

  @Test("removeFromParent on a shape with no parent does nothing")
  func removeWithoutParent() {
    let shape = Shape(name: "Alone", frame: Rect(x: 0, y: 0, width: 10, height: 10))

    shape.removeFromParent()

    #expect(
      shape.parent == nil,
      "A shape with no parent should still have none, but its parent is \(describe(shape.parent)).")
  }
}
