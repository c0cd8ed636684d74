import MVC

extension ModernForm {
  static let mvc = ModernForm(
    counterpart: "An @Observable model, followed by observation tracking: no "
      + "observer list, no notify calls.",
    explanation: [
      "The controller reads the model inside withObservationTracking; "
        + "Observation notes each property read. Before one of them changes, the "
        + "tracking tells the controller once, and only then: a property it never "
        + "read costs nothing. Tracking is one-shot, so every update registers "
        + "again; and it tells before the change, so it marks the screen and the "
        + "next update pass reads the new values.",
      "UIKit can do this for you: in layoutSubviews from iOS 18 (opted in), and "
        + "by default from iOS 26, which adds updateProperties(). SwiftUI does it "
        + "for every view's body.",
    ],
    sourceFolder: "Sources/Patterns/MVC/Modern",
    demo: { ObservationTrackingDemo.run() },
    classicIsBetter: "when observers need to know what happened (this Qwink "
      + "was added, at this row), or must hear every change as it happens: "
      + "tracking says only that something read is about to change.",
    modernIsBetter: "when a view just shows the model's current state: it "
      + "subscribes by reading, hears only about what it shows, many changes "
      + "cost one redraw, and nobody forgets to notify or to remove an observer.",
    recap: (uikit: "observer list", swiftUI: "@Observable", concurrency: "tracking")
  )
}
