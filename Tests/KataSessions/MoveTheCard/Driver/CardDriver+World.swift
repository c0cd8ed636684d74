import HeadlessKit
import SessionKit

@testable import CardShapes
@testable import PinboardApp

/// What the rest of the app puts on a pinboard: Grace's card, pinned and
/// moved between boards, and a tooltip on Ada's card. It goes through the
/// tree's own calls, as any other feature of the app would.
extension SessionDriver {
  /// Pins Grace's card on pinboard `number`, over the right half of Ada's
  /// Follow button where Ada's card starts, unless one is pinned there.
  /// Her Follow button has a "+" on it, three shapes down from the board.
  func pinGrace(_ kind: OtherCard, on number: Int, declared: Bool) {
    guard let board = pinboard(number)?.board, graces[number]?.card.object?.parent !== board
    else { return }
    let card = Shape(name: "Card", frame: Rect(x: 100, y: 40, width: 160, height: 80))
    let avatar = Shape(name: "Avatar", frame: Rect(x: 8, y: 8, width: 32, height: 32))
    let title = Shape(name: "Grace Hopper", frame: Rect(x: 48, y: 8, width: 64, height: 16))
    let button = Shape(name: "Follow", frame: Rect(x: 48, y: 40, width: 64, height: 24))
    let icon = Shape(name: "+", frame: Rect(x: 4, y: 4, width: 16, height: 16))
    let label = Shape(name: "Following", frame: Rect(x: 48, y: 40, width: 64, height: 24))
    let note = Shape(name: "Note", frame: Rect(x: 120, y: 8, width: 32, height: 16))
    let tags = (1...2).map {
      Shape(
        name: "Tag \($0)", frame: Rect(x: 120, y: 28 + 20 * Double($0 - 1), width: 32, height: 16))
    }
    let followed = kind == .followed
    if declared {
      board.adding {
        card.adding {
          avatar
          title
          if followed { label } else { button.adding { icon } }
          if followed { note }
          for tag in followed ? tags : [] { tag }
        }
      }
    } else {
      button.addChild(icon)
      for piece in [avatar, title] + (followed ? [label, note] + tags : [button]) {
        card.addChild(piece)
      }
      board.addChild(card)
    }
    graces[number] = (Weak(card), followed ? nil : Weak(button))
    track([card, avatar, title, button, icon, label, note] + tags)
  }

  /// Moves Grace's card from pinboard `number` to the first other open one.
  func moveGrace(from number: Int) {
    guard let grace = graces[number], let card = grace.card.object,
      let to = pinboards.indices.map({ $0 + 1 }).first(where: {
        $0 != number && pinboard($0) != nil
      }),
      let board = pinboard(to)?.board
    else { return }
    board.addChild(card)
    graces[to] = grace
    graces[number] = nil
  }

  /// Shows the tooltip on Ada's card, putting it there the first time.
  func showTip(on number: Int) {
    guard let card = pinboard(number)?.card else { return }
    if let tip = tips[number]?.object, tip.parent === card {
      tip.isHidden = false
      return
    }
    let tip = Shape(name: "Tip: follow Ada", frame: Rect(x: 40, y: 36, width: 100, height: 40))
    card.addChild(tip)
    tips[number] = Weak(tip)
    track([tip])
  }

  /// Remembers `shapes`, weakly, to tell later whether any stays in memory.
  func track(_ shapes: [Shape]) {
    for shape in shapes where seen[ObjectIdentifier(shape)]?.object !== shape {
      seen[ObjectIdentifier(shape)] = Weak(shape)
    }
  }
}
