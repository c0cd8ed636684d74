import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

@MainActor
@Suite("2. A shape is in one place at a time")
struct Step2 {
  private func shape(_ name: String) -> Shape {
    Shape(name: name, frame: Rect(x: 8, y: 8, width: 32, height: 32))
  }

  /// Stops the test with a pointer to step 1 if adding a child does not work
  /// yet, since every test here starts by adding one.
  private func requireStep1(_ child: Shape, on parent: Shape) throws {
    try #require(
      child.parent === parent && parent.children.contains { $0 === child },
      "Step 1 first: after addChild(_:), the child's parent is not set, or it is not in children.")
  }

  @Test("Adding a shape that has a parent moves it: it leaves the old parent")
  func moves() throws {
    let oldCard = shape("Old card")
    let newCard = shape("New card")
    let avatar = shape("Avatar")
    oldCard.addChild(avatar)
    try requireStep1(avatar, on: oldCard)

    newCard.addChild(avatar)

    #expect(
      avatar.parent === newCard,
      """
      The avatar sat on one card and was added to another: its parent should now be the \
      new card, but it is \(describe(avatar.parent)). Look at what adding a child does \
      with a shape that sits somewhere already.
      """)
    #expect(
      oldCard.children.isEmpty,
      """
      The avatar moved to another card, so the old card should not list it any more, but \
      its children are \(names(oldCard.children)): the avatar is in two places at once. \
      Look at what adding a child does with a shape that sits somewhere already.
      """)
    #expect(
      newCard.children.map(\.name) == ["Avatar"],
      """
      The new card should list the avatar once, but its children are \
      \(names(newCard.children)). Look at what adding a child does.
      """)
  }

  @Test("A moved shape keeps its frame: it is now measured in the new parent")
  func keepsFrame() throws {
    let oldCard = shape("Old card")
    let newCard = shape("New card")
    let avatar = Shape(name: "Avatar", frame: Rect(x: 4, y: 6, width: 32, height: 32))
    oldCard.addChild(avatar)
    try requireStep1(avatar, on: oldCard)

    newCard.addChild(avatar)

    #expect(
      avatar.parent === newCard && avatar.frame == Rect(x: 4, y: 6, width: 32, height: 32),
      """
      Moving the avatar to another card should change only its parent, not its frame: it \
      should be on the shape named "New card" with the frame (4, 6, 32, 32), but it is on \
      \(describe(avatar.parent)) with the frame \(avatar.frame). Look at what a move \
      changes.
      """)
  }

  @Test("Adding a child again brings it to the front, listed once")
  func againToFront() throws {
    let card = shape("Card")
    let avatar = shape("Avatar")
    let title = shape("Title")
    card.addChild(avatar)
    card.addChild(title)
    try requireStep1(title, on: card)

    card.addChild(avatar)

    #expect(
      card.children.map(\.name) == ["Title", "Avatar"],
      """
      Adding the avatar again should move it to the front, [Title, Avatar], never listed \
      twice, but the card's children are \(names(card.children)). Look at what adding a \
      child does with a shape that sits here already.
      """)
  }

  @Test("A shape cannot be put on itself")
  func notOnItself() throws {
    let card = shape("Card")
    let board = shape("Board")
    board.addChild(card)
    try requireStep1(card, on: board)

    card.addChild(card)

    #expect(
      card.children.isEmpty,
      """
      card.addChild(card) should do nothing, since a shape cannot sit on itself, but the \
      card's children are now \(names(card.children)). Look at what addChild(_:) checks \
      before it changes anything.
      """)
    #expect(
      card.parent === board,
      """
      card.addChild(card) should do nothing: the card should still be on the board, but \
      its parent is \(describe(card.parent)). Look at what addChild(_:) checks before it \
      changes anything.
      """)
  }

  @Test("A shape cannot be put on one of the shapes it holds: the tree never loops")
  func notOnItsDescendant() throws {
    let board = shape("Board")
    let card = shape("Card")
    let button = shape("Follow")
    board.addChild(card)
    card.addChild(button)
    try requireStep1(button, on: card)

    button.addChild(board)

    #expect(
      board.parent == nil,
      """
      button.addChild(board) should do nothing, because the board holds the button and \
      putting the board on it would make a loop, but board.parent is now \
      \(describe(board.parent)). Look at what addChild(_:) checks before it changes \
      anything.
      """)
    #expect(
      button.children.isEmpty,
      """
      button.addChild(board) should do nothing: the button should hold no children, but \
      it holds \(names(button.children)). Look at what addChild(_:) checks before it \
      changes anything.
      """)
    #expect(
      card.parent === board,
      """
      button.addChild(board) should do nothing: the card should still be on the board, \
      but its parent is \(describe(card.parent)).
      """)
  }

  @Test("Only the very same shape is refused: a group can hold another group")
  func sameNameNests() {
    let outer = shape("Group")
    let middle = shape("Group")
    let inner = shape("Group")

    outer.addChild(middle)
    middle.addChild(inner)

    #expect(
      middle.parent === outer && inner.parent === middle,
      """
      Three shapes named "Group", each put on the one before, are three different \
      shapes, and groups of groups are what a tree is for: nothing should have been \
      refused. But the middle group sits on \(describe(middle.parent)) and the inner one \
      on \(describe(inner.parent)). \
      \(shapesHoldChildren()
        ? "Look at how the loop check tells one shape from another."
        : "A shape does not yet hold any child it is given: see step 1.")
      """)
  }

  @Test("However deep the tree, the top cannot go on the bottom")
  func notOnDeepDescendant() throws {
    // Board ─ Column ─ Card ─ Row ─ Follow ─ Icon: six levels.
    let chain = ["Board", "Column", "Card", "Row", "Follow", "Icon"].map { shape($0) }
    for (parent, child) in zip(chain, chain.dropFirst()) {
      parent.addChild(child)
      try requireStep1(child, on: parent)
    }
    let board = chain[0]
    let icon = chain[5]

    icon.addChild(board)

    #expect(
      board.parent == nil,
      """
      icon.addChild(board) should do nothing: the icon is five levels below the board \
      (board, column, card, row, Follow button, icon), so putting the board on it would \
      make a loop. But board.parent is now \(describe(board.parent)). Look at how far up \
      the loop check looks.
      """)
    #expect(
      icon.children.isEmpty,
      """
      icon.addChild(board) should do nothing: the icon should hold no children, but it \
      holds \(names(icon.children)). Look at how far up the loop check looks.
      """)
  }

  @Test("A moved shape is its new parent's alone: let go there, it is freed")
  func movedIsNotKeptByTheOldParent() throws {
    let oldCard = shape("Old card")
    weak var weakAvatar: Shape?
    do {
      let newCard = shape("New card")
      let avatar = shape("Avatar")
      weakAvatar = avatar
      oldCard.addChild(avatar)
      try requireStep1(avatar, on: oldCard)
      newCard.addChild(avatar)
      avatar.removeFromParent()
    }

    #expect(
      weakAvatar == nil,
      """
      The avatar moved from the old card to a new one, then left the new one too, and \
      nobody else held it, so it should have been freed; but it is still alive, though \
      the old card, still here, does not list it. A shape is in one place at a time: \
      look at everything a shape keeps of the children that leave it.
      """)
  }
}
