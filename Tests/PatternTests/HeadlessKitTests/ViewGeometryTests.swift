import HeadlessKit
import Testing

@MainActor
@Suite("View geometry: bounds and converting between coordinate spaces")
struct ViewGeometryTests {
  /// window ─ panel (10, 20) ─ card (5, 5) ─ button (30, 40), and a sibling
  /// of the panel at (200, 0): four levels, so sums and differences show.
  @MainActor
  private struct Scene {
    let window = Window()
    let panel = View(frame: Rect(x: 10, y: 20, width: 200, height: 200))
    let card = View(frame: Rect(x: 5, y: 5, width: 100, height: 80))
    let button = Button(title: "Go", frame: Rect(x: 30, y: 40, width: 40, height: 20))
    let sidebar = View(frame: Rect(x: 200, y: 0, width: 100, height: 400))

    init() {
      window.addSubview(panel)
      window.addSubview(sidebar)
      panel.addSubview(card)
      card.addSubview(button)
    }
  }

  @Test("A view's bounds are its own space: origin zero, the frame's size")
  func bounds() {
    let view = View(frame: Rect(x: 12, y: 34, width: 56, height: 78))

    #expect(view.bounds == Rect(x: 0, y: 0, width: 56, height: 78))
  }

  @Test("Converting to nil gives window coordinates: every superview's origin is added")
  func pointToWindow() {
    let scene = Scene()

    #expect(scene.button.convert(Point(x: 1, y: 2), to: nil) == Point(x: 46, y: 67))
    #expect(scene.button.convert(Rect.zero, to: nil) == Rect(x: 45, y: 65, width: 0, height: 0))
  }

  @Test("Converting from nil takes a window point into the view's coordinates")
  func pointFromWindow() {
    let scene = Scene()

    #expect(scene.button.convert(Point(x: 46, y: 67), from: nil) == Point(x: 1, y: 2))
  }

  @Test("The window's own coordinates are window coordinates")
  func windowIsTheSpace() {
    let window = Window(frame: Rect(x: 50, y: 50, width: 100, height: 100))

    #expect(window.convert(Point(x: 3, y: 4), to: nil) == Point(x: 3, y: 4))
  }

  @Test("Converting between a view and its ancestor adds only the origins in between")
  func toAncestor() {
    let scene = Scene()

    #expect(scene.button.convert(Point.zero, to: scene.panel) == Point(x: 35, y: 45))
    #expect(scene.panel.convert(Point(x: 35, y: 45), to: scene.button) == Point.zero)
  }

  @Test("Converting between views in different branches goes through their common space")
  func acrossBranches() {
    let scene = Scene()

    #expect(scene.button.convert(Point.zero, to: scene.sidebar) == Point(x: -155, y: 65))
    #expect(scene.sidebar.convert(Point(x: -155, y: 65), to: scene.button) == Point.zero)
    #expect(scene.sidebar.convert(Point.zero, from: scene.button) == Point(x: -155, y: 65))
  }

  @Test("Converting to and from the same view changes nothing")
  func toItself() {
    let scene = Scene()
    let point = Point(x: 7, y: 9)

    #expect(scene.card.convert(point, to: scene.card) == point)
    #expect(scene.card.convert(point, from: scene.card) == point)
  }

  @Test("A round trip through another view gives back the same point")
  func roundTrip() {
    let scene = Scene()
    let point = Point(x: 3.5, y: -2)

    let there = scene.button.convert(point, to: scene.sidebar)

    #expect(scene.button.convert(there, from: scene.sidebar) == point)
  }

  @Test("Rectangles keep their size; only their origin is converted")
  func rectangles() {
    let scene = Scene()
    let rect = Rect(x: 1, y: 1, width: 10, height: 5)

    #expect(scene.button.convert(rect, to: nil) == Rect(x: 46, y: 66, width: 10, height: 5))
    #expect(scene.button.convert(Rect(x: 46, y: 66, width: 10, height: 5), from: nil) == rect)
    #expect(
      scene.sidebar.convert(scene.button.bounds, from: scene.button)
        == Rect(x: -155, y: 65, width: 40, height: 20))
  }

  @Test("Moving a parent moves its descendants in the window; their frames stay the same")
  func movingTheParent() {
    let scene = Scene()

    scene.card.frame = scene.card.frame.offsetBy(dx: 100, dy: 10)

    #expect(scene.button.frame == Rect(x: 30, y: 40, width: 40, height: 20))
    #expect(scene.button.convert(Point.zero, to: nil) == Point(x: 145, y: 75))
  }

  @Test("Out of a window, nil means the top of the tree: its own origin does not count")
  func detachedTree() {
    let root = View(frame: Rect(x: 500, y: 500, width: 100, height: 100))
    let child = View(frame: Rect(x: 10, y: 20, width: 10, height: 10))
    root.addSubview(child)

    #expect(child.convert(Point.zero, to: nil) == Point(x: 10, y: 20))
    #expect(root.convert(Point(x: 1, y: 1), to: nil) == Point(x: 1, y: 1))
  }

  @Test("A view re-parented elsewhere converts from its new place")
  func afterReparenting() {
    let scene = Scene()

    scene.sidebar.addSubview(scene.button)

    #expect(scene.button.convert(Point.zero, to: nil) == Point(x: 230, y: 40))
  }
}
