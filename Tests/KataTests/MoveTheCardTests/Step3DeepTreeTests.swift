import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// Step 3 six levels down: every origin counts, positions follow the tree
/// as it is now, and working them out keeps nothing alive.
extension Step3 {
  @Test("Six levels down, a shape still knows where it is on the window")
  func sixLevelsDown() throws {
    let chain = try DeepChain()

    let frame = chain.icon.windowFrame
    let back = chain.icon.convert(Point(x: 50, y: 90), from: nil)
    let inColumn = chain.icon.convert(Point.zero, to: chain.column)
    #expect(
      frame == Rect(x: 42, y: 82, width: 16, height: 16) && back == Point(x: 8, y: 8)
        && inColumn == Point(x: 32, y: 62),
      """
      The icon sits six levels down: Board, Column at (10, 20), Card at (6, 8), Row at \
      (4, 40), Follow at (20, 10), Icon at (2, 4). On the window it is at (42, 82), so \
      the window point (50, 90) is (8, 8) in it, and its corner is (32, 62) in the \
      column. Its windowFrame is \(frame), the window point came back as \(back), and \
      its corner in the column as \(inColumn). Look at how far up the tree the origins \
      are counted.
      """)
  }

  @Test("Moving a shape near the top, or moving a branch, moves what sits far below")
  func positionsFollowTheTree() throws {
    let chain = try DeepChain()
    let before = chain.icon.windowFrame

    chain.column.frame = chain.column.frame.offsetBy(dx: 100, dy: 10)
    let afterMove = chain.icon.windowFrame
    chain.board.addChild(chain.row)
    let afterBranch = chain.icon.windowFrame

    #expect(
      afterMove == Rect(x: 142, y: 92, width: 16, height: 16),
      """
      The icon was at \(before.origin) on the window. Then the column, four levels above \
      it, moved by (100, 10), so the icon should be at (142, 92), but its windowFrame is \
      \(afterMove). A place on the window must follow the frames of every shape above, \
      as they are now: look for a position worked out earlier and kept.
      """)
    #expect(
      afterBranch == Rect(x: 26, y: 54, width: 16, height: 16),
      """
      Then the row, with the Follow button and the icon on it, was put straight on the \
      board: the icon should be at (4+20+2, 40+10+4) = (26, 54), but its windowFrame is \
      \(afterBranch). A place on the window must follow the tree as it is now: look for \
      a position worked out earlier and kept.
      """)
  }

  @Test("Working out where a deep shape is keeps none of the shapes above it alive")
  func positionsKeepNothingAlive() throws {
    let icon: Shape
    weak var weakCard: Shape?
    weak var weakBoard: Shape?
    do {
      let chain = try DeepChain()
      _ = chain.icon.windowFrame
      _ = chain.icon.convert(Point(x: 1, y: 1), to: chain.column)
      chain.card.removeFromParent()
      icon = chain.icon
      weakCard = chain.card
      weakBoard = chain.board
    }

    #expect(
      weakCard == nil && weakBoard == nil && icon.parent == nil,
      """
      The icon's place on the window was asked for, then its card was taken off the \
      board and everything let go but the icon. The card, with the row and button on \
      it, and the board should all be freed, but the \
      \(weakCard != nil ? "card" : "board") is still alive, and the icon sits on \
      \(describe(icon.parent, none: "nothing")). A shape never owns what is above it: \
      look for shapes kept while working out a position.
      """)
  }

  @Test("Five thousand levels down, a shape still knows where it is on the window")
  func fiveThousandLevelsDown() throws {
    let tower = try Tower(levels: 5_000)
    defer { tower.takeDown() }

    let frame = tower.bottom.windowFrame
    let back = tower.bottom.convert(Point(x: 5_000, y: 10_000), from: nil)

    #expect(
      frame == Rect(x: 4_999, y: 9_998, width: 1_001, height: 2_002)
        && back == Point(x: 1, y: 2),
      """
      Five thousand shapes each sit on the one before, each one point right and two \
      down of its parent's corner, so the bottom one is at (4999, 9998) on the window, \
      and the window point (5000, 10000) is (1, 2) in it. Its windowFrame is \(frame), \
      and the window point came back as \(back). A tree has no depth limit: look at how \
      far up the tree the origins are counted, and what makes the count stop.
      """)
  }
}
