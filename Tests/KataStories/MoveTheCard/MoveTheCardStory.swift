import HeadlessKit

@testable import CardShapes
@testable import PinboardApp

/// move-the-card: Ada's card is on the board, she posts something new (a
/// badge goes on the card), the user taps Follow, then drags the card away.
/// A picture of the board shows where every piece ended up. As shipped, the
/// card holds none of its pieces, so the badge is left behind.
extension Story {
  static func tell(_ story: StoryTeller) async {
    let screen = PinboardController()
    story.note("The board opens with Ada's card: her avatar, name and a Follow button.")
    story.record("Board", "holds \(shapeNames(screen.board.children))")
    story.record("Card", "holds \(shapeNames(screen.card.children))")
    story.expect(
      [screen.avatar, screen.titleLabel, screen.followButton].allSatisfy {
        $0.parent === screen.card
      },
      fine: "The card holds its pieces, so it can be moved as one.",
      wrong: "The card holds none of its pieces: nothing keeps them together.")

    story.note("Ada posts something new: a \"New\" badge goes on the card.")
    screen.showNewBadge()
    story.note("The user taps Follow on the card.")
    let tap = Point(x: 96, y: 68)
    let hit = screen.board.hitTest(tap)
    story.record("Board", "a tap at \(tap) lands on " + (hit.map { "\"\($0.name)\"" } ?? "nothing"))
    screen.tap(at: tap)
    story.expect(
      screen.isFollowing && hit === screen.followButton,
      fine: "The board found the Follow button under the tap: the user follows Ada.",
      wrong: screen.isFollowing
        ? "The user follows Ada, but the board finds nothing under the tap."
        : "The tap on Follow did nothing: the user does not follow Ada.")

    let offset = Point(x: 120, y: 96)
    story.note("The user drags the card \(Int(offset.x)) points right and \(Int(offset.y)) down.")
    let pieces =
      [screen.card, screen.avatar, screen.titleLabel, screen.followButton]
      + [screen.badge].compactMap { $0 }
    let before = pieces.map(drawnFrame)
    screen.dragCard(by: offset)
    story.drawing("The board after the drag:", picture(of: screen.board, showing: pieces))
    let behind = zip(pieces, before).filter { piece, frame in
      drawnFrame(of: piece) != frame.offsetBy(dx: offset.x, dy: offset.y)
    }.map(\.0)
    story.expect(
      behind.isEmpty && screen.badge != nil,
      fine: "Every piece of the card moved with it, the badge too.",
      wrong: behind.isEmpty
        ? "No badge went on the card."
        : "Left behind: \(shapeNames(behind)). The card did not move as one piece.")
  }

  /// Shape names for the trace: "Avatar, Follow", or "nothing".
  private static func shapeNames(_ shapes: [Shape]) -> String {
    shapes.isEmpty ? "nothing" : shapes.map(\.name).joined(separator: ", ")
  }

  /// Where `shape` is drawn on the window: its frame, moved by the frame of
  /// every shape it sits on. Worked out here, not with the kata's own
  /// `convert`, so the picture shows the truth while that is unfinished.
  private static func drawnFrame(of shape: Shape) -> Rect {
    var frame = shape.frame
    var parent = shape.parent
    while let shape = parent {
      frame = frame.offsetBy(dx: shape.frame.minX, dy: shape.frame.minY)
      parent = shape.parent
    }
    return frame
  }

  /// The board as the user sees it: each of `pieces` drawn as a box where
  /// it is on the window, a character for 8 by 16 points.
  private static func picture(of board: Shape, showing pieces: [Shape]) -> String {
    let top = ShapeBox(board.name, frame: drawnFrame(of: board))
    for piece in pieces where !piece.isHidden {
      top.addSubview(ShapeBox(piece.name, frame: drawnFrame(of: piece)))
    }
    let canvas = TextCanvas(scale: Size(width: 8, height: 16)) { view in
      (view as? ShapeBox)?.name ?? ""
    }
    return canvas.render(top)
  }
}

/// A shape stood in by a view, only so that `TextCanvas` can draw it.
@MainActor
private final class ShapeBox: View {
  let name: String

  init(_ name: String, frame: Rect) {
    self.name = name
    super.init(frame: frame)
  }
}
