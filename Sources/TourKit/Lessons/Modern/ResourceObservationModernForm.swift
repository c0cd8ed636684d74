import ResourceObservation

extension ModernForm {
  static let resourceObservation = ModernForm(
    counterpart: "A resource's states as an AsyncSequence: for await state in "
      + "resource.states.",
    explanation: [
      "The loop is the observer. Its first state is the resource as it is now; "
        + "then one state per change, each a value copied at its event. When the "
        + "loop ends or its task is cancelled, the stream's termination handler "
        + "lets go of the observer's owner, and the resource stops being observed.",
      "A busy loop reads only the newest state: the stream keeps one unread "
        + "state, as a screen only needs the latest. SwiftUI's .task modifier runs "
        + "such a loop for as long as its view is on screen.",
    ],
    sourceFolder: "Sources/Patterns/ResourceObservation/Modern",
    demo: { await ResourceStatesDemo.run() },
    classicIsBetter: "when every event matters, or the screen must change in the "
      + "same turn: an observer is told at once, in order, and is removed the moment "
      + "you say so; a loop runs a turn later and may skip states.",
    modernIsBetter: "when the code that reacts is already async: the loop's lifetime "
      + "is its task's, so there is no owner to pass, nothing to remove, and no "
      + "closure that might keep a screen alive.",
    recap: (uikit: "KVO, observers", swiftUI: ".task + for await", concurrency: "AsyncStream")
  )
}
