import Composite
import HeadlessKit

extension Lesson {
  static let composite = Lesson(
    id: "composite",
    title: "Composite",
    purpose: "Treat a group of objects as one object.",
    explanation: [
      "A screen is a tree of views: a view holds subviews, each of which may "
        + "hold more. Each view's frame is measured from its superview's corner, "
        + "not the screen's. So moving a card moves its avatar, title and button "
        + "with it: their frames do not change, their place on screen does.",
      "Code that uses the card treats it as one view: it moves it, hides it, or "
        + "adds it to another column, where it is taken out of the old one, since "
        + "a view is in one place at a time. The same tree answers the other "
        + "questions: where is this view in the window (add up the origins on "
        + "the way up), which view is under the finger (ask the front-most "
        + "subview first; the deepest view wins), and who is next in the "
        + "responder chain (the superview).",
      "It is not only about views. An animator runs behaviours; a group of "
        + "behaviours is a behaviour too, so the animator runs a whole group "
        + "without knowing it is one.",
    ],
    diagram: """
        BoardView                (0, 0, 264, 96)   each frame is measured in
        ├─ ColumnView "Now"      (8, 8, 120, 80)   its superview's coordinates
        │  └─ CardView           (4, 8, 112, 48)   ◀─ a drag changes this one
        │     ├─ AvatarView "AL" (8, 8, 32, 32)    ┐ these never change, yet
        │     ├─ Label           (48, 8, 56, 16)   │ they move on screen with
        │     └─ Button "Follow" (48, 24, 56, 16)  ┘ the card
        └─ ColumnView "Later"    (136, 8, 120, 80)

        in the window:     Button at (8+4+48, 8+8+24) = (60, 40)
        hitTest((88, 48)): BoardView → Later? no → Now → CardView → Button
        next responder:    Button → CardView → ColumnView → BoardView → ...

        protocol Behavior { func step() }   ◀─ all the animator knows of it
          GravityBehavior       one rule: items fall
          CollisionBehavior     one rule: items stay inside their superview
          CompositeBehavior     a group: its step() steps each child in order
      """,
    whereItLives: places(
      """
      UIKit       UIView subviews, convert(_:to:), hitTest(_:with:); CALayer
      UIKit       UIDynamicBehavior.addChildBehavior: grouped behaviours
      AppKit      NSView subviews, convert(_:from:), hitTest(_:)
      SwiftUI     stacks and groups: a modifier on a group reaches each child
      """),
    sourceFolder: "Sources/Patterns/Composite",
    demo: { CompositeDemo.run() },
    modern: .composite, origin: .composite)
}
