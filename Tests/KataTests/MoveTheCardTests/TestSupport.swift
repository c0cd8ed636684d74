import HeadlessKit
import Testing

@testable import CardShapes
@testable import PinboardApp

/// A shape in words, for messages: `the shape named "Card"`, or `none` when
/// there is no shape.
@MainActor
func describe(_ shape: Shape?, none: String = "nil") -> String {
  shape.map { "the shape named \"\($0.name)\"" } ?? none
}

/// The names of `shapes`, in order, for messages: `[Avatar, Title]`.
@MainActor
func names(_ shapes: [Shape]) -> String {
  "[" + shapes.map(\.name).joined(separator: ", ") + "]"
}

/// The shape a test found, for the failure message.
@MainActor
func found(_ shape: Shape?) -> String {
  describe(shape, none: "nothing")
}

/// Whether a shape holds a child it is given (steps 1 and 2), tried on two
/// shapes of the test's own: when it does not, nothing built of shapes (the
/// pinboard, a builder's tree) can be judged yet.
@MainActor
func shapesHoldChildren() -> Bool {
  let parent = Shape(name: "Probe", frame: Rect(x: 0, y: 0, width: 10, height: 10))
  let child = Shape(name: "Probe's child", frame: Rect(x: 1, y: 1, width: 2, height: 2))
  parent.addChild(child)
  return child.parent === parent && parent.children.contains { $0 === child }
}

/// Stops a test of something built of shapes, with a pointer to steps 1
/// and 2, while a shape does not yet hold the children it is given.
@MainActor
func requireShapesHoldChildren() throws {
  try #require(
    shapesHoldChildren(),
    "Steps 1 and 2 first: a shape does not yet hold a child it is given (addChild(_:)).")
}

/// Six levels, each shape away from its parent's corner so that every
/// origin shows in a sum: Board ─ Column (10, 20) ─ Card (6, 8) ─ Row
/// (4, 40) ─ Follow (20, 10) ─ Icon (2, 4). On the window the icon is at
/// (10+6+4+20+2, 20+8+40+10+4) = (42, 82), 16 by 16.
@MainActor
struct DeepChain {
  let board = Shape(name: "Board", frame: Rect(x: 0, y: 0, width: 320, height: 240))
  let column = Shape(name: "Column", frame: Rect(x: 10, y: 20, width: 300, height: 200))
  let card = Shape(name: "Card", frame: Rect(x: 6, y: 8, width: 200, height: 120))
  let row = Shape(name: "Row", frame: Rect(x: 4, y: 40, width: 180, height: 60))
  let follow = Shape(name: "Follow", frame: Rect(x: 20, y: 10, width: 100, height: 40))
  let icon = Shape(name: "Icon", frame: Rect(x: 2, y: 4, width: 16, height: 16))

  /// Builds the chain top down, or stops the test with a pointer to steps 1
  /// and 2 if shapes cannot hold children yet.
  init() throws {
    let chain = [board, column, card, row, follow, icon]
    for (parent, child) in zip(chain, chain.dropFirst()) {
      parent.addChild(child)
    }
    try #require(
      zip(chain, chain.dropFirst()).allSatisfy { parent, child in child.parent === parent },
      "Steps 1 and 2 first: addChild(_:) did not build the chain Board ─ Column ─ ... ─ Icon.")
  }
}

/// A tower of `levels` shapes, each on the one before, one point right and
/// two down of its parent's corner and reaching the same right and bottom
/// edges (x 6,000, y 12,000 on the window) for its first 6,000 levels (the
/// ones below are a point wide). Built from the bottom up, so the building
/// stays quick whatever the loop check does; `takeDown()` takes it apart from
/// the bottom, so letting go of it never recurses as deep as the tower.
@MainActor
struct Tower {
  let shapes: [Shape]

  init(levels: Int) throws {
    shapes = (0..<levels).map { level in
      let inset = level == 0 ? 0.0 : 1.0
      return Shape(
        name: "Level \(level)",
        frame: Rect(
          x: inset, y: 2 * inset, width: max(1, 6_000 - Double(level)),
          height: max(2, 12_000 - 2 * Double(level))))
    }
    for index in shapes.indices.dropLast().reversed() {
      shapes[index].addChild(shapes[index + 1])
    }
    try #require(
      zip(shapes, shapes.dropFirst()).allSatisfy { $0.1.parent === $0.0 },
      "Steps 1 and 2 first: addChild(_:) did not build a tower of shapes, each on the one before.")
  }

  var top: Shape { shapes[0] }
  var bottom: Shape { shapes[shapes.count - 1] }

  func takeDown() {
    for shape in shapes.reversed() { shape.removeFromParent() }
  }
}

/// "1 shape", "3 shapes": a count with its noun, for messages.
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
