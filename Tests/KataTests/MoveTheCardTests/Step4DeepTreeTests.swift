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
}
