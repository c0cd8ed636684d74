import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// board ─ card (16, 16) ─ button (48, 40), and a sidebar on the board at
/// (200, 0): three levels, so the sums show.
@MainActor
private struct Scene {
  let board = Shape(name: "Board", frame: Rect(x: 0, y: 0, width: 320, height: 240))
  let card = Shape(name: "Card", frame: Rect(x: 16, y: 16, width: 160, height: 80))
  let button = Shape(name: "Follow", frame: Rect(x: 48, y: 40, width: 64, height: 24))
  let sidebar = Shape(name: "Sidebar", frame: Rect(x: 200, y: 0, width: 120, height: 240))

  /// Builds the tree, or stops the test with a pointer to steps 1 and 2 if
  /// shapes cannot hold children yet.
  init() throws {
    board.addChild(card)
    board.addChild(sidebar)
    card.addChild(button)
    try #require(
      button.parent === card && card.parent === board,
      "Steps 1 and 2 first: addChild(_:) did not put the card on the board, the button on it.")
  }
}

@MainActor
@Suite("3. A shape knows where it is on the window")
struct Step3 {
  @Test("Converting to the window (nil) adds the origins of the shape and its parents")
  func toWindow() throws {
    let scene = try Scene()

    let converted = scene.button.convert(Point(x: 1, y: 2), to: nil)
    #expect(
      converted == Point(x: 65, y: 58),
      """
      The button is at (48, 40) on a card at (16, 16), so its point (1, 2) is at \
      (1+48+16, 2+40+16) = (65, 58) on the window, but convert(_:to: nil) gave \
      \(converted). Look in CardShapes/Shape.swift, at how a point is taken to the \
      window.
      """)
  }

  @Test("windowFrame follows from convert: the button's place on the window")
  func windowFrame() throws {
    let scene = try Scene()

    #expect(
      scene.button.windowFrame == Rect(x: 64, y: 56, width: 64, height: 24),
      """
      The button's windowFrame should be (64, 56, 64, 24), but it is \
      \(scene.button.windowFrame). windowFrame is worked out from converting to the \
      window: look there.
      """)
  }

  @Test("Converting from the window (nil) takes a window point into the shape")
  func fromWindow() throws {
    let scene = try Scene()

    let converted = scene.button.convert(Point(x: 65, y: 58), from: nil)
    #expect(
      converted == Point(x: 1, y: 2),
      """
      The window point (65, 58) is (1, 2) in the button, but convert(_:from: nil) gave \
      \(converted). Converting from the window is the way back from converting to it: \
      look at convert(_:from:).
      """)
  }

  @Test("Converting between two shapes goes through the window")
  func betweenShapes() throws {
    let scene = try Scene()

    let inSidebar = scene.button.convert(Point.zero, to: scene.sidebar)
    #expect(
      inSidebar == Point(x: -136, y: 56),
      """
      The button's corner is at (64, 56) on the window and the sidebar's at (200, 0), \
      so in the sidebar it is (-136, 56), but button.convert(_:to: sidebar) gave \
      \(inSidebar). Look at how convert(_:to:) handles a shape that is not the window.
      """)
    let inButton = scene.sidebar.convert(Point(x: -136, y: 56), to: scene.button)
    #expect(
      inButton == Point.zero,
      """
      Converting the other way, sidebar.convert((-136, 56), to: button), should give the \
      button's corner, (0, 0), but gave \(inButton). Look at how convert(_:to:) handles \
      a shape that is not the window.
      """)
    let fromButton = scene.sidebar.convert(Point.zero, from: scene.button)
    #expect(
      fromButton == Point(x: -136, y: 56),
      """
      sidebar.convert((0, 0), from: button) should give the same answer as \
      button.convert((0, 0), to: sidebar), (-136, 56), but gave \(fromButton). Look at \
      how convert(_:from:) handles a shape that is not the window.
      """)
  }

  @Test("Every level counts: an icon on the button on the card on the board")
  func deepTree() throws {
    let scene = try Scene()
    let icon = Shape(name: "Icon", frame: Rect(x: 4, y: 2, width: 16, height: 16))
    scene.button.addChild(icon)
    try #require(
      icon.parent === scene.button,
      "Steps 1 and 2 first: button.addChild(icon) did not put the icon on the button.")

    #expect(
      icon.windowFrame == Rect(x: 68, y: 58, width: 16, height: 16),
      """
      The icon is at (4, 2) on the button, the button at (48, 40) on the card, the card \
      at (16, 16) on the board: on the window the icon is at (4+48+16, 2+40+16) = \
      (68, 58), but its windowFrame is \(icon.windowFrame). Look at which shapes' origins \
      count when a point is taken to the window.
      """)
    let back = icon.convert(Point(x: 70, y: 60), from: nil)
    #expect(
      back == Point(x: 2, y: 2),
      """
      The window point (70, 60) is (2, 2) in the icon, but convert(_:from: nil) gave \
      \(back). Look at which shapes' origins count on the way back from the window.
      """)
    let inSidebar = icon.convert(Point.zero, to: scene.sidebar)
    #expect(
      inSidebar == Point(x: -132, y: 58),
      """
      The icon's corner, (68, 58) on the window, is (-132, 58) in the sidebar at \
      (200, 0), but icon.convert(_:to: sidebar) gave \(inSidebar). Look at which shapes' \
      origins count.
      """)
  }

  @Test("The top shape is the window, wherever its own frame says it sits")
  func topOriginIgnored() throws {
    let board = Shape(name: "Board", frame: Rect(x: 100, y: 50, width: 320, height: 240))
    let card = Shape(name: "Card", frame: Rect(x: 16, y: 16, width: 160, height: 80))
    board.addChild(card)
    try #require(
      card.parent === board,
      "Steps 1 and 2 first: board.addChild(card) did not put the card on the board.")

    let converted = card.convert(Point(x: 1, y: 2), to: nil)
    #expect(
      converted == Point(x: 17, y: 18),
      """
      The board is the top of its tree, so its coordinates are the window's, even though \
      its frame says (100, 50). The card's point (1, 2) is at (1+16, 2+16) = (17, 18) on \
      the window, but convert(_:to: nil) gave \(converted). Look at whether the top \
      shape's own origin is counted.
      """)
    let back = card.convert(Point(x: 17, y: 18), from: nil)
    #expect(
      back == Point(x: 1, y: 2),
      """
      The other way: the window point (17, 18) is (1, 2) in the card, but \
      convert(_:from: nil) gave \(back). Look at whether the top shape's own origin is \
      counted on the way back.
      """)
  }

  @Test("Moving the card moves its button on the window, though the button's frame stays")
  func movingTheParent() throws {
    let scene = try Scene()

    scene.card.frame = scene.card.frame.offsetBy(dx: 100, dy: 10)

    #expect(
      scene.button.frame == Rect(x: 48, y: 40, width: 64, height: 24),
      """
      Moving the card should not change the button's frame, (48, 40, 64, 24), since it is \
      measured in the card, but the frame is now \(scene.button.frame). Look for code \
      that changes the frames of a shape's children.
      """)
    #expect(
      scene.button.windowFrame == Rect(x: 164, y: 66, width: 64, height: 24),
      """
      After the card moved by (100, 10), the button should be at (164, 66) on the window \
      (that is the composite at work), but its windowFrame is \(scene.button.windowFrame). \
      Look at whether a shape's place on the window follows its parent's frame as it is \
      now, or as it was.
      """)
  }

  @Test("A shape on nothing is its own window")
  func alone() {
    // Away from (0, 0), so that adding the top shape's own origin shows.
    let shape = Shape(name: "Alone", frame: Rect(x: 30, y: 20, width: 10, height: 10))

    let converted = shape.convert(Point(x: 3, y: 4), to: nil)
    #expect(
      converted == Point(x: 3, y: 4),
      """
      A shape with no parent is the top of its tree, so its points are window points: \
      (3, 4) should stay (3, 4), but convert(_:to: nil) gave \(converted). The top \
      shape's own origin, (30, 20), does not count: look at whether it is counted.
      """)
    let back = shape.convert(Point(x: 3, y: 4), from: nil)
    #expect(
      back == Point(x: 3, y: 4),
      """
      The other way too: convert((3, 4), from: nil) on a shape with no parent should \
      give (3, 4), but gave \(back). Look at whether the top shape's own origin is \
      counted on the way back.
      """)
  }
}
