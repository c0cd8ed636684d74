import HeadlessKit
import Testing

@MainActor
@Suite("Views form a tree: subviews, superview and window")
struct ViewTests {
  @Test("A new view has no superview, no subviews and no window")
  func newView() {
    let view = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))

    #expect(view.superview == nil)
    #expect(view.subviews.isEmpty)
    #expect(view.window == nil)
    #expect(view.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(!view.isHidden)
  }

  @Test("Adding a subview makes the parent its superview")
  func addSubviewSetsSuperview() {
    let parent = View()
    let child = View()

    parent.addSubview(child)

    #expect(child.superview === parent)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
  }

  @Test("Subviews are kept back to front: the last one added is on top")
  func subviewOrder() {
    let parent = View()
    let back = Label(text: "back")
    let front = Label(text: "front")

    parent.addSubview(back)
    parent.addSubview(front)

    #expect(parent.subviews.map(\.summary) == ["Label \"back\"", "Label \"front\""])
  }

  @Test("A view keeps its subviews alive")
  func parentOwnsChildren() {
    let parent = View()
    weak var weakChild: View?
    do {
      let child = View()
      weakChild = child
      parent.addSubview(child)
    }

    #expect(weakChild != nil)
    #expect(weakChild?.superview === parent)
  }

  @Test("A view holds its superview weakly: a child never keeps its parent alive")
  func superviewIsWeak() {
    let child = View()
    weak var weakParent: View?
    do {
      let parent = View()
      weakParent = parent
      parent.addSubview(child)
      #expect(child.superview === parent)
    }

    #expect(weakParent == nil)
    #expect(child.superview == nil)
  }

  @Test("Adding a view that already has a parent moves it: it leaves the old parent")
  func addingMoves() {
    let oldParent = View()
    let newParent = View()
    let child = View()
    oldParent.addSubview(child)

    newParent.addSubview(child)

    #expect(child.superview === newParent)
    #expect(oldParent.subviews.isEmpty)
    #expect(newParent.subviews.count == 1)
  }

  @Test("Adding a subview again brings it to the front, listed once")
  func addingAgainBringsToFront() {
    let parent = View()
    let first = Label(text: "first")
    let second = Label(text: "second")
    parent.addSubview(first)
    parent.addSubview(second)

    parent.addSubview(first)

    #expect(parent.subviews.map(\.summary) == ["Label \"second\"", "Label \"first\""])
  }

  @Test("removeFromSuperview detaches the view from its parent")
  func removeFromSuperview() {
    let parent = View()
    let child = View()
    parent.addSubview(child)

    child.removeFromSuperview()

    #expect(child.superview == nil)
    #expect(parent.subviews.isEmpty)
  }

  @Test("removeFromSuperview leaves the other subviews in place and in order")
  func removeKeepsSiblings() {
    let parent = View()
    let labels = ["a", "b", "c"].map { Label(text: $0) }
    for label in labels { parent.addSubview(label) }

    labels[1].removeFromSuperview()

    #expect(parent.subviews.map(\.summary) == ["Label \"a\"", "Label \"c\""])
  }

  @Test("removeFromSuperview on a view without a parent does nothing")
  func removeWithoutParent() {
    let view = View()

    view.removeFromSuperview()

    #expect(view.superview == nil)
  }

  @Test("A view cannot be added to itself")
  func notToItself() {
    let view = View()

    view.addSubview(view)

    #expect(view.subviews.isEmpty)
    #expect(view.superview == nil)
  }

  @Test("A view cannot be added to one of its own descendants: the tree never loops")
  func notIntoItsDescendant() {
    let root = View()
    let child = View()
    let grandchild = View()
    root.addSubview(child)
    child.addSubview(grandchild)

    grandchild.addSubview(root)

    #expect(root.superview == nil)
    #expect(grandchild.subviews.isEmpty)
    #expect(child.superview === root)
  }

  @Test("A view finds its window by walking up its superviews")
  func windowLookup() {
    let window = Window()
    let container = View()
    let label = Label(text: "deep")
    window.addSubview(container)
    container.addSubview(label)

    #expect(label.window === window)
    #expect(container.window === window)
  }

  @Test("A window is its own window")
  func windowOfWindow() {
    let window = Window()

    #expect(window.window === window)
  }

  @Test("Removing a parent from the window takes its whole subtree out of it")
  func subtreeLeavesWindow() {
    let window = Window()
    let container = View()
    let label = Label(text: "deep")
    window.addSubview(container)
    container.addSubview(label)

    container.removeFromSuperview()

    #expect(label.window == nil)
    #expect(label.superview === container)
  }

  @Test("A view's summary names its type and its frame")
  func summary() {
    final class AvatarView: View {}

    #expect(View(frame: Window.screenBounds).summary == "View (0, 0, 320, 480)")
    #expect(
      AvatarView(frame: Rect(x: 8, y: 8, width: 40, height: 40)).summary
        == "AvatarView (8, 8, 40, 40)")
  }
}
