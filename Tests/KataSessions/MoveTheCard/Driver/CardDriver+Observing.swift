import HeadlessKit
import SessionKit

@testable import CardShapes
@testable import PinboardApp

/// What a user could see of the pinboards: where each shape is drawn,
/// whether the user follows Ada, and what stays in memory though no open
/// pinboard holds it.
extension SessionDriver {
  /// The most shapes a walk of a board looks at: a tree that loops, or
  /// grows without end, is cut there rather than walked for ever.
  static let mostShapes = 200

  func observation() -> Observation {
    var seen = Observation()
    var held: [Shape] = []
    for (index, screen) in pinboards.enumerated() {
      guard let screen else {
        seen.add("pinboard \(index + 1)", "(closed)")
        continue
      }
      let (drawn, holds) = shapes(of: screen)
      held += holds
      seen.add("pinboard \(index + 1)", picture(of: drawn))
      seen.add(
        "following \(index + 1)",
        screen.isFollowing ? "You follow Ada." : "You do not follow Ada.")
    }
    track(held)
    seen.add("in memory", leftOver(held: held))
    return seen
  }

  /// What the screen draws: every shape on the board's tree, and each of
  /// its own pieces that sits on no shape at all (the app as it was put
  /// its pieces straight on the board, whose tree held nothing yet). And
  /// what it holds: the board, its tree, and its own pieces, wherever
  /// they are, with whatever sits on them.
  func shapes(of screen: PinboardController) -> (drawn: [Shape], held: [Shape]) {
    let tree = Self.walk(from: [screen.board])
    let inTree = Set(tree.map(ObjectIdentifier.init))
    let own =
      [screen.card, screen.avatar, screen.titleLabel, screen.followButton]
      + [screen.badge].compactMap { $0 }
    let elsewhere = own.filter { !inTree.contains(ObjectIdentifier($0)) }
    guard !elsewhere.isEmpty else { return (Array(tree.dropFirst()), tree) }
    let loose = Self.walk(from: elsewhere.filter { $0.parent == nil })
    return (tree.dropFirst() + loose, tree + Self.walk(from: elsewhere))
  }

  /// `shapes` and every shape on them, each once, in the order a walk
  /// down the tree meets them, at most `mostShapes`.
  static func walk(from shapes: [Shape]) -> [Shape] {
    var found: [Shape] = []
    var met = Set<ObjectIdentifier>()
    var next = shapes
    var index = 0
    while index < next.count, found.count < mostShapes {
      let shape = next[index]
      index += 1
      guard met.insert(ObjectIdentifier(shape)).inserted else { continue }
      found.append(shape)
      next += shape.children
    }
    return found
  }

  /// The shapes a user sees, each where it is on the window, top to
  /// bottom and left to right (a picture has no other order). Two alike
  /// in one place look like one, so they are drawn once: the brief leaves
  /// free whether a second post adds a second badge over the first.
  func picture(of shapes: [Shape]) -> String {
    let lines = shapes.filter(isShown).map { ($0.windowFrame, $0.name) }.sorted {
      ($0.0.minY, $0.0.minX, $0.1) < ($1.0.minY, $1.0.minX, $1.1)
    }.map { "\($0.1) \($0.0)" }
    var drawn: [String] = []
    for line in lines where drawn.last != line { drawn.append(line) }
    return drawn.isEmpty ? "(nothing)" : drawn.joined(separator: "\n")
  }

  /// Whether neither `shape` nor any shape it sits on is hidden.
  func isShown(_ shape: Shape) -> Bool {
    var link: Shape? = shape
    for _ in 0..<Self.mostShapes {
      guard let current = link else { return true }
      if current.isHidden { return false }
      link = current.parent
    }
    return true
  }

  /// The shapes still in memory that no open pinboard holds, by name, and
  /// the views the code made on the side, if any.
  func leftOver(held: [Shape]) -> String {
    let holds = Set(held.map(ObjectIdentifier.init))
    var names: [String] = []
    for (id, shape) in seen {
      guard let shape = shape.object else {
        seen[id] = nil
        continue
      }
      if !holds.contains(id) { names.append(shape.name) }
    }
    names.sort()
    var lines = ["shapes on no open pinboard: " + (names.isEmpty ? "none" : "\(names.count)")]
    lines += names.map { "  \($0)" }
    let counts = LiveObjects.counts(for: owner)
    for kind in LiveObjects.Kind.allCases where counts[kind, default: 0] != 0 {
      lines.append("\(kind.rawValue)s: \(counts[kind, default: 0])")
    }
    return lines.joined(separator: "\n")
  }
}
