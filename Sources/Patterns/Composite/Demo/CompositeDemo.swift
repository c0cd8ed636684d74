import HeadlessKit

/// Runs the board example and records what the composite makes possible:
/// the card is dragged with one frame change and everything on it follows
/// (drawn on a text canvas before and after); a tap finds the deepest view
/// under the finger; the card changes column with one `addSubview`; and a
/// group of behaviours makes it fall, run by an animator as one behaviour.
///
/// Every line comes from the code as it runs: the canvases are drawn from the
/// live views, positions are read back through the toolkit's conversions,
/// and the behaviours are watched by recorders placed in front of them.
@MainActor
public enum CompositeDemo {
  public static func run() -> Trace {
    let trace = Trace()
    let application = Application()
    let board = BoardViewController()
    let window = Window(frame: Rect(origin: .zero, size: BoardViewController.boardSize))
    window.rootViewController = board
    window.makeKeyAndVisible(in: application)
    board.log = { trace.record("BoardViewController", $0) }
    let card = board.card
    let button = card.followButton

    trace.note("Ada's card is one view holding three: avatar, title and button.")
    trace.renderer.showsEveryFrame = true  // This page is about where views sit.
    trace.screen("The tree; each frame is in its superview's coordinates:", board.view)
    let scale = "a column is \(Int(canvas.scale.width)) points, a row \(Int(canvas.scale.height))"
    draw(board.view, "The board on a canvas (\(scale)):", in: trace)

    let drag = Point(x: 0, y: 16)
    trace.note("The user drags the card \(Int(drag.y)) points down.")
    let frameBefore = button.frame
    let before = button.convert(button.bounds, to: nil)
    board.dragCard(by: drag)
    let after = button.convert(button.bounds, to: nil)
    let frameNow = button.frame == frameBefore ? "unchanged" : "now \(button.frame)"
    trace.record("Button", "frame \(frameBefore), \(frameNow)")
    trace.record("Button", "in the window \(before.origin) -> \(after.origin)")
    draw(board.view, "Everything on the card moved with it:", in: trace)

    trace.note("The user taps the middle of the button, where it is now.")
    let finger = button.convert(Point(x: button.bounds.width / 2, y: 8), to: nil)
    let hit = window.hitTest(finger)
    trace.record("Window", "hitTest(\(finger)) -> \(hit.map(\.summary) ?? "nil")")
    let chain = (hit?.responderChain ?? []).map { String(describing: type(of: $0)) }
    trace.note("Its responder chain follows the tree up:")
    for line in wrap(chain, width: 76) { trace.note("  " + line) }
    (hit as? Button)?.tap()

    trace.note("The user drops the card on Later: it leaves Now.")
    board.moveCard(to: board.laterColumn)
    for column in [board.nowColumn, board.laterColumn] {
      let cards = column.subviews.map { String(describing: type(of: $0)) }
      trace.record(column.title, "subviews: [\(cards.joined(separator: ", "))]")
    }

    trace.note("It falls: gravity then collision, grouped as one behaviour.")
    let animator = DynamicAnimator()
    // Each rule is watched by a recorder; the group cannot tell the difference.
    let gravity = GravityBehavior(items: [card])
    let collision = CollisionBehavior(items: [card])
    let drop = CompositeBehavior([
      RecordingBehavior("Gravity", gravity, watching: [card], trace: trace),
      RecordingBehavior("Collision", collision, watching: [card], trace: trace),
    ])
    animator.addBehavior(RecordingBehavior("Drop", drop, trace: trace))
    for tick in 1...2 {
      trace.note("Tick \(tick): the animator steps its one behaviour.")
      animator.tick()
    }
    draw(board.view, "The card rests at the bottom of Later:", in: trace)
    // The window holds its application weakly; keep it for the whole run.
    withExtendedLifetime(application) {}
    return trace
  }

  /// The canvas the demo draws with: columns are named by their titles.
  private static let canvas = TextCanvas { view in
    (view as? ColumnView)?.title ?? TextCanvas.shortName(of: view)
  }

  /// Draws `view` on the canvas, under `title`, as notes (one per line), so
  /// the drawing sits in the trace exactly where it was made.
  private static func draw(_ view: View, _ title: String, in trace: Trace) {
    trace.note(title)
    for line in canvas.render(view).split(separator: "\n") {
      trace.note("    " + line)
    }
  }

  /// `names` joined by arrows, broken into lines of at most `width` columns.
  private static func wrap(_ names: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for name in names {
      let piece = line.isEmpty ? name : " → " + name
      if !line.isEmpty, line.count + piece.count > width {
        lines.append(line + " →")
        line = name
      } else {
        line += piece
      }
    }
    return line.isEmpty ? lines : lines + [line]
  }
}
