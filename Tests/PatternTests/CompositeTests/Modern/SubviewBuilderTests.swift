import HeadlessKit
import Testing

@testable import Composite

@MainActor
@Suite("A declared view tree is the tree addSubview makes")
struct SubviewBuilderTests {
  @Test("Views are added back to front in the order written, nested groups kept")
  func orderAndNesting() {
    let card = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    let avatar = View(frame: Rect(x: 8, y: 8, width: 32, height: 32))
    let label = Label(text: "Ada")
    let board = View(frame: Rect(x: 0, y: 0, width: 300, height: 200)).addSubviews {
      card.addSubviews {
        avatar
        label
      }
      Label(text: "footer")
    }

    #expect(board.subviews.count == 2 && board.subviews.first === card)
    #expect(card.superview === board)
    #expect(card.subviews.count == 2 && card.subviews[0] === avatar && card.subviews[1] === label)
    #expect(avatar.superview === card, "A nested group keeps its own subviews.")
    #expect(avatar.convert(Point.zero, to: nil) == Point(x: 18, y: 28))
  }

  @Test("if/else adds one branch's views; if let adds its view or none")
  func conditionals() {
    for following in [true, false] {
      let badge: View? = following ? nil : Label(text: "New")
      let card = View().addSubviews {
        if following {
          Label(text: "Following")
        } else {
          Label(text: "Follow")
        }
        if let badge { badge }
      }
      let texts = card.subviews.compactMap { ($0 as? Label)?.text }
      #expect(texts == (following ? ["Following"] : ["Follow", "New"]))
    }
  }

  @Test("A for loop adds each pass's views in turn")
  func loops() {
    let column = View().addSubviews {
      for name in ["ana", "bo", "cy"] {
        Label(text: name)
        Label(text: "-")
      }
    }
    let texts = column.subviews.compactMap { ($0 as? Label)?.text }
    #expect(texts == ["ana", "-", "bo", "-", "cy", "-"])
  }

  @Test("New views go in front of the subviews already there")
  func addsInFront() {
    let old = View()
    let column = View()
    column.addSubview(old)
    let new = View()

    column.addSubviews { new }

    #expect(column.subviews.count == 2 && column.subviews[0] === old && column.subviews[1] === new)
  }

  @Test("A view listed twice ends up once, where it was last listed")
  func oneViewOnePlace() {
    let card = View()
    let now = View()
    let later = View()

    View().addSubviews {
      now.addSubviews { card }
      later.addSubviews { card }
    }

    #expect(now.subviews.isEmpty && later.subviews.count == 1 && card.superview === later)
  }

  @Test("The declared board is the board viewDidLoad assembles, frame for frame")
  func declaredBoardMatches() {
    let assembled = BoardViewController()
    let card = CardView(title: "Ada Lovelace", initials: "AL", origin: Point(x: 4, y: 8))
    let declared = DeclaredBoard.make(card: card, in: "Now", emptyHint: nil)
    var renderer = ViewTreeRenderer()
    renderer.showsEveryFrame = true

    #expect(renderer.render(declared) == renderer.render(assembled.view))
  }

  @Test("The declared board puts a hint in the column without the card")
  func declaredBoardElse() {
    let card = CardView(title: "Ada Lovelace", initials: "AL")
    let board = DeclaredBoard.make(card: card, in: "Later", emptyHint: "Drop a card")
    let columns = board.subviews.compactMap { $0 as? ColumnView }

    #expect(columns.map(\.title) == ["Now", "Later"])
    #expect(columns.first?.subviews.compactMap { ($0 as? Label)?.text } == ["Drop a card"])
    #expect(card.superview === columns.last)
  }
}
