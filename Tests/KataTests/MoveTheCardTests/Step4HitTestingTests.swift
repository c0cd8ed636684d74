import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// board ─ card (16, 16, 160, 80) ─ avatar (8, 8, 32, 32) and button
/// (48, 40, 64, 24).
@MainActor
struct CardScene {
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
      "Steps 1 and 2 first: addChild(_:) did not put the card on the board, the button on it.")
  }
}

@MainActor
@Suite("4. A tap finds the deepest shape under it")
struct Step4 {
  @Test("A tap on the button finds the button, not the card under it")
  func deepest() throws {
    let scene = try CardScene()

    let hit = scene.board.hitTest(Point(x: 80, y: 70))

    #expect(
      hit === scene.button,
      """
      A tap at (80, 70) on the window is on the Follow button, but hitTest found \
      \(found(hit)). Look in CardShapes/Shape.swift, at what a shape that contains the \
      point does before it answers with itself.
      """)
  }

  @Test("A tap on the card, off its pieces, finds the card")
  func card() throws {
    let scene = try CardScene()

    let hit = scene.board.hitTest(Point(x: 170, y: 20))

    #expect(
      hit === scene.card,
      """
      A tap at (170, 20) is on the card but on none of its pieces, so it should find \
      the card, but hitTest found \(found(hit)). Look at what a shape answers when none \
      of its children is under the point.
      """)
  }

  @Test("A tap on the board, off the card, finds the board")
  func board() throws {
    let scene = try CardScene()

    let hit = scene.board.hitTest(Point(x: 300, y: 200))

    #expect(
      hit === scene.board,
      """
      A tap at (300, 200) is on the board only, so it should find the board, but \
      hitTest found \(found(hit)). Look at what a shape answers when none of its \
      children is under the point.
      """)
  }

  @Test("A tap outside the shape finds nothing")
  func outside() throws {
    let scene = try CardScene()

    let farOut = scene.board.hitTest(Point(x: 400, y: 10))
    #expect(
      farOut == nil,
      """
      A tap at (400, 10) is outside the 320-point-wide board, so hitTest should find \
      nothing (nil), but found \(found(farOut)). Look at what hitTest answers for a \
      point outside the shape asked.
      """)
    let onEdge = scene.board.hitTest(Point(x: 320, y: 10))
    #expect(
      onEdge == nil,
      """
      The right edge, x = 320, is outside the board (see Rect.contains), so hitTest \
      should find nothing (nil), but found \(found(onEdge)). Look at how hitTest decides \
      that a point is inside.
      """)
  }

  @Test("The point is in the asked shape's own coordinates")
  func ownCoordinates() throws {
    let scene = try CardScene()

    let hit = scene.card.hitTest(Point(x: 50, y: 45))

    #expect(
      hit === scene.button,
      """
      card.hitTest((50, 45)) asks about a point in the card's coordinates, which is on \
      the button at (48, 40), but hitTest found \(found(hit)). Look at which coordinates \
      the point is read in, at each level.
      """)
  }

  @Test("Where two children overlap, the one in front (added last) wins")
  func frontMost() throws {
    let scene = try CardScene()
    let sticker = Shape(name: "Sticker", frame: Rect(x: 0, y: 0, width: 40, height: 40))
    scene.card.addChild(sticker)

    let hit = scene.board.hitTest(Point(x: 30, y: 30))

    #expect(
      hit === sticker,
      """
      The sticker was added after the avatar and covers it, so a tap on both should \
      find the sticker, but hitTest found \(found(hit)). Look at the order in which a \
      shape's children are asked.
      """)
  }

  @Test("A shape in front covers what is behind it, even shapes deeper in the tree")
  func frontBeatsDeeper() throws {
    let scene = try CardScene()
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
      found \(found(covered)). Being in front beats being deep: look at what decides \
      between a shape in front and a deeper one behind it.
      """)
    #expect(
      uncovered === scene.button,
      """
      The left half of the Follow button is not covered by the menu, so a tap at \
      (80, 70) should still find the button, but hitTest found \(found(uncovered)). \
      Look at what decides between a shape in front and a deeper one behind it.
      """)
  }

  @Test("Hidden shapes are skipped: the tap goes to what is behind")
  func hidden() throws {
    let scene = try CardScene()
    scene.button.isHidden = true

    let hit = scene.board.hitTest(Point(x: 80, y: 70))

    #expect(
      hit === scene.card,
      """
      With the button hidden, a tap on it should land on the card behind it, but \
      hitTest found \(found(hit)). Look at what hitTest does with a hidden shape.
      """)
  }

  @Test("A hidden card hides everything on it from taps")
  func hiddenParent() throws {
    let scene = try CardScene()
    scene.card.isHidden = true

    let hit = scene.board.hitTest(Point(x: 80, y: 70))

    #expect(
      hit === scene.board,
      """
      With the card hidden, its button cannot be tapped either: the tap should land on \
      the board, but hitTest found \(found(hit)). Look at what hitTest does with a \
      hidden shape and what it holds.
      """)
  }

  @Test("A piece sticking out of its card cannot be tapped outside the card")
  func clippedByParent() throws {
    let scene = try CardScene()
    let badge = Shape(name: "New", frame: Rect(x: 150, y: -8, width: 32, height: 16))
    scene.card.addChild(badge)

    let outsideCard = scene.board.hitTest(Point(x: 170, y: 10))
    let insideCard = scene.board.hitTest(Point(x: 170, y: 20))

    #expect(
      outsideCard === scene.board,
      """
      The badge sticks out above the card. A tap there, outside the card, should find \
      the board, as in UIKit: a shape's children are asked only about points inside \
      the shape. hitTest found \(found(outsideCard)). Look at when a shape's children \
      are asked at all.
      """)
    #expect(
      insideCard === badge,
      """
      A tap on the part of the badge inside the card should find the badge, but \
      hitTest found \(found(insideCard)). Look at which coordinates the point is read \
      in, at each level.
      """)
  }
}
