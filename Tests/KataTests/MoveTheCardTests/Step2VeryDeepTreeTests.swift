import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// Step 2 in a tree deeper than any board needs: the loop check has no
/// depth of its own, it stops only at the top.
extension Step2 {
  @Test("However deep the tree, even a hundred thousand levels, the tree never loops")
  func notOnVeryDeepDescendant() throws {
    let tower = try Tower(levels: 100_000)
    defer { tower.takeDown() }
    let top = tower.top
    let bottom = tower.bottom

    bottom.addChild(top)

    #expect(
      top.parent == nil && bottom.children.isEmpty,
      """
      A hundred thousand shapes each sat on the one before, and the bottom one was asked to \
      hold the top one: that would make a loop, so nothing should have changed. But \
      the top shape now sits on \(describe(top.parent)), and the bottom one holds \
      \(names(bottom.children)). A tree has no depth limit: look at how far up the \
      loop check looks, and what makes it stop.
      """)
  }
}
