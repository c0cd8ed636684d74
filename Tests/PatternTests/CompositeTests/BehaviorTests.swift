import HeadlessKit
import Testing

@testable import Composite

/// A behaviour that writes its name to a shared log each time it steps.
@MainActor
private final class LoggingBehavior: Behavior {
  let name: String
  let log: Log

  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
  }

  func step() { log.entries.append(name) }
}

@MainActor
private final class Log {
  var entries: [String] = []
}

@MainActor
@Suite("Behaviours: a group of behaviours runs as one")
struct BehaviorTests {
  @Test("A group steps each child once, in the order they were added")
  func stepsChildrenInOrder() {
    let log = Log()
    let group = CompositeBehavior([LoggingBehavior("a", log: log), LoggingBehavior("b", log: log)])

    group.step()

    #expect(log.entries == ["a", "b"])
  }

  @Test("Groups nest: a group inside a group steps all of its children in place")
  func nesting() {
    let log = Log()
    let inner = CompositeBehavior([LoggingBehavior("b", log: log), LoggingBehavior("c", log: log)])
    let outer = CompositeBehavior([
      LoggingBehavior("a", log: log), inner, LoggingBehavior("d", log: log),
    ])

    outer.step()

    #expect(log.entries == ["a", "b", "c", "d"])
  }

  @Test("The animator steps a group exactly as it steps a single behaviour")
  func animatorTreatsGroupAsOne() {
    let log = Log()
    let animator = DynamicAnimator()
    animator.addBehavior(LoggingBehavior("single", log: log))
    animator.addBehavior(
      CompositeBehavior([LoggingBehavior("x", log: log), LoggingBehavior("y", log: log)]))

    animator.tick()
    animator.tick()

    #expect(animator.behaviors.count == 2)
    #expect(log.entries == ["single", "x", "y", "single", "x", "y"])
  }

  @Test("A child added twice is listed once; a removed child no longer steps")
  func addAndRemove() {
    let log = Log()
    let a = LoggingBehavior("a", log: log)
    let b = LoggingBehavior("b", log: log)
    let group = CompositeBehavior([a, b])

    group.addChildBehavior(a)
    group.removeChildBehavior(b)
    group.step()

    #expect(group.childBehaviors.count == 1)
    #expect(log.entries == ["a"])
  }

  @Test("A group is never added to itself or to a group inside it")
  func noLoops() {
    let inner = CompositeBehavior()
    let outer = CompositeBehavior([inner])

    outer.addChildBehavior(outer)
    inner.addChildBehavior(outer)

    #expect(outer.childBehaviors.count == 1)
    #expect(inner.childBehaviors.isEmpty)
    #expect(outer.contains(inner))
    #expect(!inner.contains(outer))
  }

  @Test("Gravity moves its items down by its speed each step")
  func gravity() {
    let view = View(frame: Rect(x: 5, y: 10, width: 10, height: 10))

    GravityBehavior(items: [view], speed: 12).step()

    #expect(view.frame == Rect(x: 5, y: 22, width: 10, height: 10))
  }

  @Test("Collision puts an item that went past an edge back inside its superview")
  func collision() {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 80))
    let low = View(frame: Rect(x: 95, y: 75, width: 20, height: 20))
    let high = View(frame: Rect(x: -5, y: -5, width: 20, height: 20))
    container.addSubview(low)
    container.addSubview(high)

    CollisionBehavior(items: [low, high]).step()

    #expect(low.frame == Rect(x: 80, y: 60, width: 20, height: 20))
    #expect(high.frame == Rect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test("Gravity then collision, as one group, lands the card on its column's floor")
  func dropLandsCard() {
    let board = BoardViewController()
    _ = board.view
    let card = board.card
    let drop = CompositeBehavior([
      GravityBehavior(items: [card]), CollisionBehavior(items: [card]),
    ])
    let animator = DynamicAnimator()
    animator.addBehavior(drop)

    for _ in 0..<10 { animator.tick() }

    #expect(card.frame.maxY == board.nowColumn.bounds.height)
    #expect(card.followButton.frame == Rect(x: 48, y: 24, width: 56, height: 16))
  }
}
