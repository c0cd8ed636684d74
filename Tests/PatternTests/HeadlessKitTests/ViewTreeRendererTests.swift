import HeadlessKit
import Testing

@MainActor
@Suite("ViewTreeRenderer: a view tree as indented text")
struct ViewTreeRendererTests {
  /// The screen from the renderer's own documentation: a window whose root
  /// view holds a refresh control (refreshing) and a label.
  private func timelineWindow() -> Window {
    let window = Window()
    let controller = ViewController()
    window.rootViewController = controller
    let refresh = RefreshControl()
    refresh.beginRefreshing()
    controller.view.addSubview(refresh)
    controller.view.addSubview(Label(text: "3 posts"))
    return window
  }

  /// A root with two children, the first of which has children of its own, so
  /// both the "more siblings below" and the "last child" shapes appear.
  private func nestedTree() -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let header = View(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    header.addSubview(Label(text: "Title"))
    header.addSubview(Button(title: "Add"))
    root.addSubview(header)
    root.addSubview(Label(text: "Footer"))
    return root
  }

  @Test("A view with no subviews is a single line: its summary")
  func singleView() {
    #expect(ViewTreeRenderer().render(Label(text: "alone")) == "Label \"alone\"")
  }

  @Test("Unicode is the default style")
  func defaultStyle() {
    #expect(ViewTreeRenderer().style == .unicode)
  }

  @Test("Unicode style draws the documented screen")
  func unicodeDocumentedScreen() {
    let rendering = ViewTreeRenderer(style: .unicode).render(timelineWindow())

    #expect(
      rendering == """
        Window (0, 0, 320, 480)
        └─ View (0, 0, 320, 480)
           ├─ RefreshControl (refreshing)
           └─ Label "3 posts"
        """)
  }

  @Test("Unicode style continues the line past a child that has siblings below")
  func unicodeNested() {
    let rendering = ViewTreeRenderer(style: .unicode).render(nestedTree())

    #expect(
      rendering == """
        View (0, 0, 100, 100)
        ├─ View (0, 0, 100, 20)
        │  ├─ Label "Title"
        │  └─ Button "Add"
        └─ Label "Footer"
        """)
  }

  @Test("ASCII style draws the same tree with plain characters")
  func asciiNested() {
    let rendering = ViewTreeRenderer(style: .ascii).render(nestedTree())

    #expect(
      rendering == """
        View (0, 0, 100, 100)
        |- View (0, 0, 100, 20)
        |  |- Label "Title"
        |  `- Button "Add"
        `- Label "Footer"
        """)
  }

  @Test("ASCII style uses nothing outside ASCII")
  func asciiOnly() {
    let rendering = ViewTreeRenderer(style: .ascii).render(timelineWindow())

    #expect(rendering.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test("Hidden views are skipped, and so is everything inside them")
  func hiddenSkipped() throws {
    let root = nestedTree()
    let header = try #require(root.subviews.first)
    header.isHidden = true

    let rendering = ViewTreeRenderer().render(root)

    #expect(
      rendering == """
        View (0, 0, 100, 100)
        └─ Label "Footer"
        """)
  }

  @Test("The last visible child gets the closing branch even if hidden ones follow")
  func lastVisibleChild() {
    let root = View()
    root.addSubview(Label(text: "shown"))
    let hidden = Label(text: "hidden")
    hidden.isHidden = true
    root.addSubview(hidden)

    let rendering = ViewTreeRenderer().render(root)

    #expect(
      rendering == """
        View (0, 0, 0, 0)
        └─ Label "shown"
        """)
  }

  @Test("Each line shows the view's current state")
  func currentState() {
    let button = Button(title: "Send")
    let root = View()
    root.addSubview(button)
    button.isEnabled = false

    #expect(ViewTreeRenderer().render(root).hasSuffix("└─ Button \"Send\" (disabled)"))
  }

  @Test("showsEveryFrame adds the frame to views whose line leaves it out, once")
  func everyFrame() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    root.addSubview(Label(text: "Ada", frame: Rect(x: 8, y: 8, width: 40, height: 16)))
    var renderer = ViewTreeRenderer()
    renderer.showsEveryFrame = true

    #expect(
      renderer.render(root) == """
        View (0, 0, 100, 50)
        └─ Label "Ada" (8, 8, 40, 16)
        """)
  }
}
