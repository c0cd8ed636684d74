import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// Step 4 six levels down: a tap still finds the deepest shape, and a hidden
/// shape still hides everything on it, however far below.
extension Step4 {
  @Test("Six levels down, a tap finds the icon, or the button around it")
  func sixLevelsDown() throws {
    let chain = try DeepChain()

    let onIcon = chain.board.hitTest(Point(x: 50, y: 90))
    let besideIcon = chain.board.hitTest(Point(x: 100, y: 100))

    #expect(
      onIcon === chain.icon && besideIcon === chain.follow,
      """
      The icon sits six levels down, at (42, 82, 16, 16) on the window, on a Follow \
      button at (40, 78, 100, 40). A tap at (50, 90) should find the icon, and one at \
      (100, 100) the button; hitTest found \(describe(onIcon, none: "nothing")) and \
      \(describe(besideIcon, none: "nothing")). Look at how deep the search goes.
      """)
  }

  @Test("A hidden shape hides everything on it, however far below")
  func hiddenFarAbove() throws {
    let chain = try DeepChain()
    chain.column.isHidden = true

    let hit = chain.board.hitTest(Point(x: 50, y: 90))

    #expect(
      hit === chain.board,
      """
      The column is hidden, and the icon sits four levels below it; a tap on the icon, \
      at (50, 90), should go through to the board, but hitTest found \
      \(describe(hit, none: "nothing")). Look at how far above a shape its hidden \
      parents are taken into account.
      """)
    chain.column.isHidden = false
    chain.card.isHidden = true
    let throughCard = chain.board.hitTest(Point(x: 50, y: 90))
    #expect(
      throughCard === chain.column,
      """
      The column is on show again and the card, three levels above the icon, is hidden: \
      a tap at (50, 90) should find the column, but hitTest found \
      \(describe(throughCard, none: "nothing")). Look at how far above a shape its \
      hidden parents are taken into account.
      """)
  }

  @Test("Deep trees too: a tap on an icon on the button finds the icon")
  func deepTree() throws {
    let scene = try CardScene()
    let icon = Shape(name: "Icon", frame: Rect(x: 4, y: 4, width: 16, height: 16))
    scene.button.addChild(icon)
    try #require(
      icon.parent === scene.button,
      "Steps 1 and 2 first: button.addChild(icon) did not put the icon on the button.")

    let hit = scene.board.hitTest(Point(x: 70, y: 62))

    #expect(
      hit === icon,
      """
      The icon sits on the button, three levels below the board, at (68, 60) on the \
      window, so a tap at (70, 62) should find the icon, but hitTest found \
      \(found(hit)). A tree can be any depth: look at how deep the search goes.
      """)
  }

  @Test("A hidden card hides everything on it, however deep")
  func hiddenGrandparent() throws {
    let scene = try CardScene()
    let icon = Shape(name: "Icon", frame: Rect(x: 4, y: 4, width: 16, height: 16))
    scene.button.addChild(icon)
    try #require(
      icon.parent === scene.button,
      "Steps 1 and 2 first: button.addChild(icon) did not put the icon on the button.")
    scene.card.isHidden = true

    let hit = scene.board.hitTest(Point(x: 70, y: 62))

    #expect(
      hit === scene.board,
      """
      With the card hidden, nothing on it can be tapped, not even the icon on its \
      button, two levels further down: a tap at (70, 62) should land on the board, but \
      hitTest found \(found(hit)). Look at what hitTest does with a hidden shape and \
      what it holds.
      """)
  }

  @Test("Whatever sticks out of the card is cut off there, however deep it sits")
  func clippedByEveryShapeAbove() throws {
    let scene = try CardScene()
    // A tab hanging off the bottom of the card, in the card's coordinates:
    // on the window it spans y 86 to 110, the card ends at y 96.
    let tab = Shape(name: "Tab", frame: Rect(x: 48, y: 70, width: 64, height: 24))
    let icon = Shape(name: "Icon", frame: Rect(x: 4, y: 14, width: 16, height: 8))
    scene.card.addChild(tab)
    tab.addChild(icon)
    try #require(
      icon.parent === tab && tab.parent === scene.card,
      "Steps 1 and 2 first: addChild(_:) did not put the tab on the card, the icon on it.")

    let belowCard = scene.board.hitTest(Point(x: 70, y: 104))
    let inCard = scene.board.hitTest(Point(x: 70, y: 90))

    #expect(
      belowCard === scene.board,
      """
      A tab hangs off the bottom of the card, and an icon sits on the part of the tab \
      below the card. A tap on that icon, at (70, 104), is outside the card, so, as in \
      UIKit, it should find the board: a shape and everything on it are asked only \
      about points inside the shape. hitTest found \(found(belowCard)). Look at which \
      shapes above a piece can cut it off, not only the one it sits on.
      """)
    #expect(
      inCard === tab,
      """
      A tap on the part of the tab inside the card, at (70, 90), should find the tab, \
      but hitTest found \(found(inCard)). Look at which coordinates the point is read \
      in, at each level.
      """)
  }

  @Test("Five thousand levels down, a tap still finds the deepest shape")
  func fiveThousandLevelsDown() throws {
    let tower = try Tower(levels: 5_000)
    defer { tower.takeDown() }

    let hit = tower.top.hitTest(Point(x: 5_500, y: 11_000))

    #expect(
      hit === tower.bottom,
      """
      Five thousand shapes each sit on the one before; the bottom one covers the window \
      from (4999, 9998) to (6000, 12000), so a tap at (5500, 11000) should find it, \
      \(describe(tower.bottom)). hitTest found \(found(hit)). A tree has no depth \
      limit: look at how deep the search goes, and what makes it stop.
      """)
  }
}
