import HeadlessKit
import SessionKit

@testable import CardShapes
@testable import PinboardApp

/// Drives pinboards through a session: compiled once against the learner's
/// modules and once against the app as it should be, so both are driven by
/// this very code. Everything happens synchronously, so nothing is left to
/// drain.
@MainActor
public final class SessionDriver: SessionApp {
  public typealias Action = CardAction

  /// Whom the toolkit counts this driver's views for: the pinboards draw
  /// shapes, not views, so any view counted is one the code made on the side.
  let owner: String
  /// Each pinboard opened, in order; nil once closed.
  var pinboards: [PinboardController?] = []
  /// What the rest of the app put on each pinboard, held weakly: the
  /// board holds what is on it. Grace's card, her Follow button, and the
  /// tooltip on Ada's card.
  var graces: [Int: (card: Weak<Shape>, follow: Weak<Shape>?)] = [:]
  var tips: [Int: Weak<Shape>] = [:]
  /// Every shape seen, weakly, by identity, to tell which stay in memory
  /// where no open pinboard holds them.
  var seen: [ObjectIdentifier: Weak<Shape>] = [:]

  /// The most pinboards a session opens.
  static let mostPinboards = 3

  public init() {
    owner = AppOwner.next("pinboard")
  }

  public func perform(_ action: CardAction) async {
    await LiveObjects.attribute(to: owner) { act(action) }
  }

  public func observe() async -> Observation {
    await LiveObjects.attribute(to: owner) {
      if pinboards.isEmpty { openFirstPinboards() }
    }
    return observation()
  }

  private func act(_ action: CardAction) {
    if pinboards.isEmpty { openFirstPinboards() }
    switch action {
    case .drag(let number, let spot):
      guard let screen = pinboard(number) else { return }
      let corner = screen.card.windowFrame.origin
      let target = Self.corner(of: spot)
      screen.dragCard(by: Point(x: target.x - corner.x, y: target.y - corner.y))
    case .dragSlowly(let number):
      guard let screen = pinboard(number) else { return }
      // Toward the middle of the board (320 by 240), so that the card
      // never leaves it.
      let frame = screen.card.windowFrame
      let dx = frame.minX + frame.width / 2 < 160 ? 0.5 : -0.5
      let dy = frame.minY + frame.height / 2 < 120 ? 0.25 : -0.25
      for _ in 0..<4 { screen.dragCard(by: Point(x: dx, y: dy)) }
    case .tap(let number, let target):
      guard let screen = pinboard(number), let shape = shape(target, on: number) else { return }
      let frame = shape.windowFrame
      let x = target == .followRightEnd ? frame.maxX - 4 : frame.minX + frame.width / 2
      screen.tap(at: Point(x: x, y: frame.minY + frame.height / 2))
    case .newPost(let number): pinboard(number)?.showNewBadge()
    case .openPinboard:
      if pinboards.count < Self.mostPinboards { pinboards.append(PinboardController()) }
    case .closePinboard(let number): if pinboard(number) != nil { pinboards[number - 1] = nil }
    case .pinOtherCard(let number, let card, let declared):
      pinGrace(card, on: number, declared: declared)
    case .unpinOtherCard(let number): graces[number]?.card.object?.removeFromParent()
    case .moveOtherCard(let number): moveGrace(from: number)
    case .showTip(let number): showTip(on: number)
    case .hideTip(let number): tips[number]?.object?.isHidden = true
    case .hideCard(let number): pinboard(number)?.card.isHidden = true
    case .showCard(let number): pinboard(number)?.card.isHidden = false
    }
  }

  /// The app starts with two pinboards side by side, so that what one
  /// does to the other shows from the first action.
  private func openFirstPinboards() {
    pinboards = [PinboardController(), PinboardController()]
  }

  /// Pinboard `number`, from 1, while it is open.
  func pinboard(_ number: Int) -> PinboardController? {
    pinboards.indices.contains(number - 1) ? pinboards[number - 1] : nil
  }

  /// The shape a tap aims at on pinboard `number`, if it has one.
  func shape(_ target: CardTarget, on number: Int) -> Shape? {
    guard let screen = pinboard(number) else { return nil }
    switch target {
    case .follow, .followRightEnd: return screen.followButton
    case .avatar: return screen.avatar
    case .badge: return screen.badge
    case .tooltip: return tips[number]?.object
    case .gracesFollow: return graces[number]?.follow?.object
    }
  }

  /// Where a drag to `spot` puts the card's corner on the board (320 by
  /// 240; the card is 160 by 80).
  static func corner(of spot: CardSpot) -> Point {
    switch spot {
    case .middle: return Point(x: 80.5, y: 79.75)
    case .topLeft: return Point(x: 16, y: 16)
    case .topRight: return Point(x: 144, y: 24)
    case .bottomLeft: return Point(x: 24, y: 144)
    case .bottomRight: return Point(x: 152, y: 152)
    }
  }
}
