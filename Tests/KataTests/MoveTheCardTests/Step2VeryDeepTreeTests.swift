import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// Step 2 in a tree deeper than any board needs: the loop check has no
/// depth of its own, it stops only at the top.
extension Step2 {
  @Test("However deep the tree, even a thousand levels, the tree never loops")
  func notOnVeryDeepDescendant() throws {
    let chain = (0..<1_000).map {
      Shape(name: "Level \($0)", frame: Rect(x: 8, y: 8, width: 32, height: 32))
    }
    for (parent, child) in zip(chain, chain.dropFirst()) {
      parent.addChild(child)
    }
    try #require(
      zip(chain, chain.dropFirst()).allSatisfy { $0.1.parent === $0.0 },
      "Step 1 first: addChild(_:) did not build a chain of shapes, each on the one before.")
    let top = chain[0]
    let bottom = chain[999]

    bottom.addChild(top)

    #expect(
      top.parent == nil && bottom.children.isEmpty,
      """
      A thousand shapes each sat on the one before, and the bottom one was asked to \
      hold the top one: that would make a loop, so nothing should have changed. But \
      the top shape now sits on \(describe(top.parent)), and the bottom one holds \
      \(names(bottom.children)). A tree has no depth limit: look at how far up the \
      loop check looks, and what makes it stop.
      """)
  }
}
