import HeadlessKit
import Testing

/// Named so that the canvas's short names read "Card" and "Avatar".
@MainActor
private final class CardView: View {}

@MainActor
private final class AvatarView: View {}

@MainActor
@Suite("TextCanvas: a view tree drawn as boxes where the views are")
struct TextCanvasTests {
  /// The card from the canvas's own documentation.
  private func card() -> CardView {
    let card = CardView(frame: Rect(x: 0, y: 0, width: 112, height: 48))
    card.addSubview(AvatarView(frame: Rect(x: 8, y: 8, width: 32, height: 32)))
    card.addSubview(Label(text: "Ada Lovelace", frame: Rect(x: 48, y: 8, width: 56, height: 16)))
    card.addSubview(Button(title: "Follow", frame: Rect(x: 48, y: 24, width: 56, height: 16)))
    return card
  }

  @Test("Unicode style draws the documented card")
  func documentedCard() {
    #expect(
      TextCanvas().render(card()) == """
        ┌Card──────────────────────┐
        │ ┌Avatar┐  ┌Ada Lovelace┐ │
        │ │      │  └────────────┘ │
        │ │      │  ┌Follow──────┐ │
        │ └──────┘  └────────────┘ │
        └──────────────────────────┘
        """)
  }

  @Test("ASCII style draws the same boxes with plain characters only")
  func ascii() {
    let rendering = TextCanvas(style: .ascii).render(card())

    #expect(
      rendering == """
        +Card----------------------+
        | +Avatar+  +Ada Lovelace+ |
        | |      |  +------------+ |
        | |      |  +Follow------+ |
        | +------+  +------------+ |
        +--------------------------+
        """)
    #expect(rendering.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test("Moving a parent moves the boxes of everything inside it")
  func movingTheParent() {
    let window = View(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    let group = View(frame: Rect(x: 4, y: 8, width: 32, height: 32))
    group.addSubview(Label(text: "A", frame: Rect(x: 8, y: 8, width: 16, height: 16)))
    window.addSubview(group)
    let canvas = TextCanvas(style: .ascii, name: { _ in "" })

    let before = canvas.render(window)
    group.frame = group.frame.offsetBy(dx: 24, dy: 16)
    let after = canvas.render(window)

    #expect(
      before == """
        +--------------+
        |+------+      |
        || +--+ |      |
        || +--+ |      |
        |+------+      |
        |              |
        |              |
        +--------------+
        """)
    #expect(
      after == """
        +--------------+
        |              |
        |              |
        |      +------+|
        |      | +--+ ||
        |      | +--+ ||
        |      +------+|
        +--------------+
        """)
  }

  @Test("The scale says how many points one character stands for")
  func scale() {
    let view = View(frame: Rect(x: 0, y: 0, width: 30, height: 30))

    let rendering = TextCanvas(scale: Size(width: 10, height: 10), style: .ascii).render(view)

    #expect(
      rendering == """
        +V+
        | |
        +-+
        """)
  }

  @Test("Short names: a label's text, a button's title, a class name without \"View\"")
  func shortNames() {
    #expect(TextCanvas.shortName(of: Label(text: "Hello")) == "Hello")
    #expect(TextCanvas.shortName(of: Button(title: "Send")) == "Send")
    #expect(TextCanvas.shortName(of: CardView()) == "Card")
    #expect(TextCanvas.shortName(of: View()) == "View")
    #expect(TextCanvas.shortName(of: Window()) == "Window")
  }

  @Test("A name too long for its box is cut to fit between the corners")
  func longNameCut() {
    let label = Label(text: "A very long title", frame: Rect(x: 0, y: 0, width: 32, height: 16))

    #expect(TextCanvas(style: .ascii).render(label) == "+A very+\n+------+")
  }

  @Test("A name with line breaks stays on the box's top edge")
  func multilineName() {
    let label = Label(text: "Two\nlines", frame: Rect(x: 0, y: 0, width: 40, height: 16))

    #expect(TextCanvas(style: .ascii).render(label) == "+Two line+\n+--------+")
  }

  @Test("Custom names replace the short names")
  func customNames() {
    let view = View(frame: Rect(x: 0, y: 0, width: 32, height: 16))

    #expect(TextCanvas(style: .ascii, name: { _ in "Top" }).render(view) == "+Top---+\n+------+")
  }

  @Test("A view in front covers what is behind it")
  func frontCoversBack() {
    let root = View(frame: Rect(x: 0, y: 0, width: 48, height: 32))
    root.addSubview(Label(text: "B", frame: Rect(x: 0, y: 0, width: 32, height: 32)))
    root.addSubview(Label(text: "F", frame: Rect(x: 16, y: 8, width: 32, height: 16)))

    #expect(
      TextCanvas(style: .ascii).render(root) == """
        +B-----+---+
        |   +F-----+
        |   +------+
        +------+---+
        """)
  }

  @Test("Hidden views, and everything inside them, are left out")
  func hiddenLeftOut() {
    let shown = card()
    let hidden = card()
    for view in hidden.subviews { view.isHidden = true }

    let rendering = TextCanvas(style: .ascii).render(hidden)

    #expect(rendering != TextCanvas(style: .ascii).render(shown))
    #expect(
      rendering == """
        +Card----------------------+
        |                          |
        |                          |
        |                          |
        |                          |
        +--------------------------+
        """)
  }

  @Test("Views partly or wholly outside the top view are cut off, never trap")
  func clipped() {
    let root = View(frame: Rect(x: 0, y: 0, width: 32, height: 24))
    root.addSubview(View(frame: Rect(x: 24, y: 16, width: 40, height: 40)))
    root.addSubview(View(frame: Rect(x: -400, y: 900, width: 10, height: 10)))

    #expect(
      TextCanvas(style: .ascii, name: { _ in "" }).render(root) == """
        +------+
        |      |
        +-----+-
        """)
  }

  @Test("Tiny, empty and absurd sizes draw a small box instead of trapping")
  func oddSizes() {
    let odd = View(frame: Rect(x: .nan, y: .infinity, width: -5, height: .nan))
    let root = View()
    root.addSubview(odd)

    #expect(TextCanvas(style: .ascii, name: { _ in "" }).render(root) == "++\n++")
    #expect(
      TextCanvas(scale: Size(width: 0, height: -1), style: .ascii, name: { _ in "" })
        .render(View(frame: Rect(x: 0, y: 0, width: 3, height: 2))) == "+-+\n+-+")
  }
}
