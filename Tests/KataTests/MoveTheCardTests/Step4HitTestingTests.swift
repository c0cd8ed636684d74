import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// board ─ card (16, 16, 160, 80) ─ avatar (8, 8, 32, 32) and button
/// (48, 40, 64, 24).
@MainActor
private struct Scene {
  let board = Shape(name: "Board", frame: Rect(x: 0, y: 0, width: 320, height: 240))
  let card = Shape(name: "Card", frame: Rect(x: 16, y: 16, width: 160, height: 80))
  let avatar = Shape(name: "Avatar", frame: Rect(x: 8, y: 8, width: 32, height: 32))
  let button = Shape(name: "Follow", frame: Rect(x: 48, y: 40, width: 64, height: 24))

  /// Builds the tree, or stops the test with a pointer to steps 1 and 2 if
  /// shapes cannot hold children yet.
  init() throws {
    board.addChild(card)
    card.addChild(avatar)
    card.addChild(button)
    try #require(
      button.parent === card && card.parent === board,
      "Steps 1 and 2 first: addChild(_:) should put the card on the board, the button on it.")
  }
}

/// The shape a test found, for the failure message.
@MainActor
private func found(_ shape: Shape?) -> String {
  describe(shape, none: "nothing")
}

@MainActor
@Suite("4. A tap finds the deepest shape under it")
struct Step4 {
  @Test("A tap on the button finds the button, not the card under it")
  func deepest() throws {
    let scene = try Scene()

    let hit = scene.board.hitTest(Point(x: 80, y: 70))

    #expect(
      hit === scene.button,
      """
      A tap at (80, 70) on the window is on the Follow button, but hitTest found \
      \(found(hit)). If the point is inside a shape, ask its children (with the point in \
      each child's coordinates) before answering with the shape itself.
      """)
  }

  @Test("A tap on the card, off its pieces, finds the card")
  func card() throws {
    let scene = try Scene()

    let hit = scene.board.hitTest(Point(x: 170, y: 20))

    #expect(
      hit === scene.card,
      """
      A tap at (170, 20) is on the card but on none of its pieces, so it should find \
      the card, but hitTest found \(found(hit)).
      """)
  }

  @Test("A tap on the board, off the card, finds the board")
  func board() throws {
    let scene = try Scene()

    let hit = scene.board.hitTest(Point(x: 300, y: 200))

    #expect(
      hit === scene.board,
      """
      A tap at (300, 200) is on the board only, so it should find the board, but \
      hitTest found \(found(hit)).
      """)
  }

  @Test("A tap outside the shape finds nothing")
  func outside() throws {
    let scene = try Scene()

    let farOut = scene.board.hitTest(Point(x: 400, y: 10))
    #expect(
      farOut == nil,
      """
      A tap at (400, 10) is outside the 320-point-wide board, so hitTest should find \
      nothing (nil), but found \(found(farOut)).
      """)
    let onEdge = scene.board.hitTest(Point(x: 320, y: 10))
    #expect(
      onEdge == nil,
      """
      The right edge, x = 320, is outside the board (see Rect.contains), so hitTest \
      should find nothing (nil), but found \(found(onEdge)).
      """)
  }

  @Test("The point is in the asked shape's own coordinates")
  func ownCoordinates() throws {
    let scene = try Scene()

    let hit = scene.card.hitTest(Point(x: 50, y: 45))

    #expect(
      hit === scene.button,
      """
      card.hitTest((50, 45)) asks about a point in the card's coordinates, which is on \
      the button at (48, 40), but hitTest found \(found(hit)).
      """)
  }

  @Test("Where two children overlap, the one in front (added last) wins")
  func frontMost() throws {
    let scene = try Scene()
    let sticker = Shape(name: "Sticker", frame: Rect(x: 0, y: 0, width: 40, height: 40))
    scene.card.addChild(sticker)

    let hit = scene.board.hitTest(Point(x: 30, y: 30))

    #expect(
      hit === sticker,
      """
      The sticker was added after the avatar and covers it, so a tap on both should \
      find the sticker, but hitTest found \(found(hit)). Ask the children from the \
      last to the first.
      """)
  }

  @Test("A shape in front covers what is behind it, even shapes deeper in the tree")
  func frontBeatsDeeper() throws {
    let scene = try Scene()
    // On the board, in front of the card: it covers the right half of the
    // button (the button is at 64...128 across on the window).
    let menu = Shape(name: "Menu", frame: Rect(x: 100, y: 50, width: 100, height: 100))
    scene.board.addChild(menu)

    let covered = scene.board.hitTest(Point(x: 110, y: 70))
    let uncovered = scene.board.hitTest(Point(x: 80, y: 70))

    #expect(
      covered === menu,
      """
      A menu put on the board after the card covers the right half of the Follow \
      button, so a tap at (110, 70) should land on the menu, in front, but hitTest \
      found \(found(covered)). Being in front beats being deep: ask the board's \
      children front-most first and take the first answer, before looking inside \
      the shapes behind.
      """)
    #expect(
      uncovered === scene.button,
      """
      The left half of the Follow button is not covered by the menu, so a tap at \
      (80, 70) should still find the button, but hitTest found \(found(uncovered)).
      """)
  }

  @Test("Deep trees too: a tap on an icon on the button finds the icon")
  func deepTree() throws {
    let scene = try Scene()
    let icon = Shape(name: "Icon", frame: Rect(x: 4, y: 4, width: 16, height: 16))
    scene.button.addChild(icon)
    try #require(
      icon.parent === scene.button,
      "Steps 1 and 2 first: button.addChild(icon) should put the icon on the button.")

    let hit = scene.board.hitTest(Point(x: 70, y: 62))

    #expect(
      hit === icon,
      """
      The icon sits on the button, three levels below the board, at (68, 60) on the \
      window, so a tap at (70, 62) should find the icon, but hitTest found \
      \(found(hit)). Let each shape ask its own children the same question \
      (recursion), so any depth works, not just a fixed number of levels.
      """)
  }

  @Test("Hidden shapes are skipped: the tap goes to what is behind")
  func hidden() throws {
    let scene = try Scene()
    scene.button.isHidden = true

    let hit = scene.board.hitTest(Point(x: 80, y: 70))

    #expect(
      hit === scene.card,
      """
      With the button hidden, a tap on it should land on the card behind it, but \
      hitTest found \(found(hit)).
      """)
  }

  @Test("A hidden card hides everything on it from taps")
  func hiddenParent() throws {
    let scene = try Scene()
    scene.card.isHidden = true

    let hit = scene.board.hitTest(Point(x: 80, y: 70))

    #expect(
      hit === scene.board,
      """
      With the card hidden, its button cannot be tapped either: the tap should land on \
      the board, but hitTest found \(found(hit)).
      """)
  }

  @Test("A hidden card hides everything on it, however deep")
  func hiddenGrandparent() throws {
    let scene = try Scene()
    let icon = Shape(name: "Icon", frame: Rect(x: 4, y: 4, width: 16, height: 16))
    scene.button.addChild(icon)
    try #require(
      icon.parent === scene.button,
      "Steps 1 and 2 first: button.addChild(icon) should put the icon on the button.")
    scene.card.isHidden = true

    let hit = scene.board.hitTest(Point(x: 70, y: 62))

    #expect(
      hit === scene.board,
      """
      With the card hidden, nothing on it can be tapped, not even the icon on its \
      button, two levels further down: a tap at (70, 62) should land on the board, but \
      hitTest found \(found(hit)). A hidden shape should answer nil at once, without \
      asking anything it holds.
      """)
  }

  @Test("A piece sticking out of its card cannot be tapped outside the card")
  func clippedByParent() throws {
    let scene = try Scene()
    let badge = Shape(name: "New", frame: Rect(x: 150, y: -8, width: 32, height: 16))
    scene.card.addChild(badge)

    let outsideCard = scene.board.hitTest(Point(x: 170, y: 10))
    let insideCard = scene.board.hitTest(Point(x: 170, y: 20))

    #expect(
      outsideCard === scene.board,
      """
      The badge sticks out above the card. A tap there, outside the card, should find \
      the board, as in UIKit: a shape's children are asked only about points inside \
      the shape. hitTest found \(found(outsideCard)).
      """)
    #expect(
      insideCard === badge,
      """
      A tap on the part of the badge inside the card should find the badge, but \
      hitTest found \(found(insideCard)).
      """)
  }
}
