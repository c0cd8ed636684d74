import HeadlessKit
import Testing

@MainActor
@Suite("Hit-testing: the deepest visible view under a point")
struct HitTestingTests {
  /// A window holding a card at (20, 20) with an avatar and a button inside.
  @MainActor
  private struct Scene {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let card = View(frame: Rect(x: 20, y: 20, width: 100, height: 60))
    let avatar = View(frame: Rect(x: 5, y: 5, width: 30, height: 30))
    let button = Button(title: "Follow", frame: Rect(x: 40, y: 30, width: 50, height: 20))

    init() {
      window.addSubview(card)
      card.addSubview(avatar)
      card.addSubview(button)
    }
  }

  @Test("point(inside:) is true inside the bounds, false on the far edges and outside")
  func pointInside() {
    let view = View(frame: Rect(x: 50, y: 50, width: 10, height: 10))

    #expect(view.point(inside: Point(x: 0, y: 0)))
    #expect(view.point(inside: Point(x: 9.5, y: 9.5)))
    #expect(!view.point(inside: Point(x: 10, y: 5)))
    #expect(!view.point(inside: Point(x: 55, y: 55)))
  }

  @Test("A point on a button inside a card finds the button, not the card")
  func deepest() {
    let scene = Scene()

    #expect(scene.window.hitTest(Point(x: 70, y: 55)) === scene.button)
    #expect(scene.window.hitTest(Point(x: 30, y: 30)) === scene.avatar)
  }

  @Test("A point on the card but on none of its subviews finds the card")
  func parentWhenNoChild() {
    let scene = Scene()

    #expect(scene.window.hitTest(Point(x: 115, y: 25)) === scene.card)
  }

  @Test("A point in the window outside every subview finds the window")
  func windowItself() {
    let scene = Scene()

    #expect(scene.window.hitTest(Point(x: 190, y: 190)) === scene.window)
  }

  @Test("A point outside the view finds nothing")
  func outside() {
    let scene = Scene()

    #expect(scene.window.hitTest(Point(x: 250, y: 10)) == nil)
    #expect(scene.card.hitTest(Point(x: -1, y: 10)) == nil)
  }

  @Test("The point is in the asked view's own coordinates")
  func ownCoordinates() {
    let scene = Scene()

    #expect(scene.card.hitTest(Point(x: 50, y: 35)) === scene.button)
  }

  @Test("Of two overlapping subviews, the front-most (last added) wins")
  func frontMost() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let back = Label(text: "back", frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let front = Label(text: "front", frame: Rect(x: 25, y: 25, width: 50, height: 50))
    parent.addSubview(back)
    parent.addSubview(front)

    #expect(parent.hitTest(Point(x: 30, y: 30)) === front)
    #expect(parent.hitTest(Point(x: 10, y: 10)) === back)
  }

  @Test("Bringing a subview to the front makes it win where they overlap")
  func broughtToFront() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let back = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let front = View(frame: Rect(x: 25, y: 25, width: 50, height: 50))
    parent.addSubview(back)
    parent.addSubview(front)

    parent.addSubview(back)

    #expect(parent.hitTest(Point(x: 30, y: 30)) === back)
  }

  @Test("A hidden view is skipped: the view behind it is found")
  func hiddenSkipped() {
    let scene = Scene()
    scene.button.isHidden = true

    #expect(scene.window.hitTest(Point(x: 70, y: 55)) === scene.card)
  }

  @Test("A hidden parent hides its whole subtree from touches")
  func hiddenSubtree() {
    let scene = Scene()
    scene.card.isHidden = true

    #expect(scene.window.hitTest(Point(x: 70, y: 55)) === scene.window)
  }

  @Test("A hidden view asked directly finds nothing")
  func hiddenItself() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.isHidden = true

    #expect(view.hitTest(Point(x: 1, y: 1)) == nil)
  }

  @Test("A subview sticking out of its parent cannot be hit outside the parent")
  func clippedByParent() {
    let scene = Scene()
    let badge = View(frame: Rect(x: 90, y: -10, width: 20, height: 20))
    scene.card.addSubview(badge)

    #expect(scene.window.hitTest(Point(x: 115, y: 15)) === scene.window)
    #expect(scene.window.hitTest(Point(x: 115, y: 25)) === badge)
  }

  @Test("After the card moves, the same window point finds what is there now")
  func afterMoving() {
    let scene = Scene()
    let point = Point(x: 70, y: 55)

    scene.card.frame = scene.card.frame.offsetBy(dx: 0, dy: 100)

    #expect(scene.window.hitTest(point) === scene.window)
    #expect(scene.window.hitTest(Point(x: 70, y: 155)) === scene.button)
  }
}
