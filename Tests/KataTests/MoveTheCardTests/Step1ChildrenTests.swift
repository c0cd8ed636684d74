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
      \(describe(card.parent)): the card does not know what it sits on. Look in \
      CardShapes/Shape.swift, at what adding a child does.
      """)
    #expect(
      board.children.map(\.name) == ["Card"],
      """
      After board.addChild(card), board.children should be [Card], but it is \
      \(names(board.children)): the board does not list what sits on it. Look at what \
      adding a child does.
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
      [Avatar, Title, Follow], but card.children is \(names(card.children)). Look at \
      where adding a child puts it among the others.
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
      was freed as soon as the test let go of it: nothing in the tree holds it. Look at \
      what the card keeps of a child it is given.
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
        "Adding a child does not work yet: see the first test of this step.")
    }

    #expect(
      weakBoard == nil,
      """
      The test let go of the board while still holding its card, so the board should \
      have been freed, but it is still alive: the card keeps it. The parent owns the \
      child, never the other way round: look at every way a shape refers to its parent.
      """)
    #expect(
      card.parent == nil,
      """
      Once its board is freed, the card should sit on nothing (parent nil), but its \
      parent is \(describe(card.parent)). Look at how a shape refers to its parent.
      """)
  }

  @Test("removeFromParent takes the shape off its parent")
  func remove() throws {
    let card = Shape(name: "Card", frame: Rect(x: 0, y: 0, width: 160, height: 80))
    let avatar = Shape(name: "Avatar", frame: Rect(x: 8, y: 8, width: 32, height: 32))
    card.addChild(avatar)
    try #require(
      avatar.parent === card,
      "Adding a child does not work yet: see the first test of this step.")

    avatar.removeFromParent()

    #expect(
      avatar.parent == nil,
      """
      After avatar.removeFromParent(), avatar.parent should be nil, but it is \
      \(describe(avatar.parent)): the avatar still thinks it sits on the card. Look at \
      what taking a shape off its parent undoes.
      """)
    #expect(
      card.children.isEmpty,
      """
      After avatar.removeFromParent(), the card should have no children left, but it has \
      \(names(card.children)). Look at what taking a shape off its parent undoes on the \
      parent's side.
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
      "Adding a child does not work yet: see the first test of this step.")

    pieces[1].removeFromParent()

    #expect(
      card.children.map(\.name) == ["Avatar", "Follow"],
      """
      Removing the title should leave [Avatar, Follow], but the card's children are \
      \(names(card.children)). Look at how removeFromParent() finds the shape to take \
      out, and what else it touches.
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
        "Adding a child does not work yet: see the first test of this step.")
      avatar.removeFromParent()
    }

    #expect(
      weakAvatar == nil,
      """
      After avatar.removeFromParent(), nothing but the card had held the avatar, so it \
      should have been freed, but it is still alive: the card still holds it somewhere, \
      though it may not list it. Look at everything the card keeps of its children.
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
      "Adding a child does not work yet: see the first test of this step.")

    second.removeFromParent()

    #expect(
      board.children.count == 1 && board.children.first === first,
      """
      Two cards with the same name and frame are still two cards. Removing the second \
      should leave the first on the board, but the board now holds \
      \(counted(board.children.count, "shape")), and not the first card. Look at how \
      removeFromParent() tells the shape to take out from its siblings.
      """)
  }

  @Test("removeFromParent on a shape with no parent does nothing")
  func removeWithoutParent() {
    let shape = Shape(name: "Alone", frame: Rect(x: 0, y: 0, width: 10, height: 10))

    shape.removeFromParent()

    #expect(
      shape.parent == nil,
      """
      removeFromParent() on a shape with no parent should change nothing, but its parent \
      is now \(describe(shape.parent)).
      """)
  }
}
