import Composite

extension ModernForm {
  static let composite = ModernForm(
    counterpart: "A result builder that declares the view tree, the way SwiftUI "
      + "reads: column.addSubviews { if hasCard { card } else { hint } }.",
    explanation: [
      "The builder turns the lines of a closure into a list of views: each line "
        + "adds its views, an if or if let adds them or none, if/else one branch, a "
        + "for loop each pass's. addSubviews then adds the list with addSubview, so "
        + "the tree it makes is the one the calls made, frame for frame.",
      "That is how SwiftUI's ViewBuilder reads, but SwiftUI's views are values it "
        + "compares and turns into a tree of its own. Here the builder lists the real "
        + "views and runs once: it is syntax, and the composite is still the tree.",
    ],
    sourceFolder: "Sources/Patterns/Composite/Modern",
    demo: { DeclaredBoardDemo.run() },
    classicIsBetter: "when the tree changes while the screen is up: a drag or a "
      + "drop is one frame change or one addSubview on a view you keep, and a "
      + "declaration that runs once says nothing about later.",
    modernIsBetter: "when a screen is built from data: the shape of the code is the "
      + "shape of the tree, and loops and conditions sit where their views go, with "
      + "no list of views to keep by hand.",
    recap: (uikit: "addSubview", swiftUI: "@ViewBuilder", concurrency: "child tasks")
  )
}
