import HeadlessKit
import MVC

extension Lesson {
  static let mvc = Lesson(
    id: "mvc",
    title: "Model-View-Controller",
    purpose: "Give each of an app's responsibilities one place to live.",
    explanation: [
      "The model is what the app is about. Find it by writing the user stories "
        + "and taking the nouns: \"a user can pick an avatar, post an entry, follow "
        + "a friend\" gives Qwinkers with an avatar, friends and their Qwinks. The "
        + "model knows nothing about screens.",
      "The view shows things and takes the user's touches: a table of cells, a "
        + "text field, a bar with buttons. It knows nothing about Qwinks: it shows "
        + "what it is given. The controller is the go-between: it moves data from "
        + "the model into the view (here, as the table's data source) and turns "
        + "what the user does (through target-action) into model updates.",
      "Two screens, one model: the new-entry screen posts to the same Timeline "
        + "the timeline screen shows. The model tells whoever watches it that it "
        + "changed, so neither controller knows the other. The app delegate only "
        + "runs the app's life: it launches the first screen and hands it the "
        + "model. When both controllers grow network code, move it into a service "
        + "with a delegate (see the delegation lesson), not into the app delegate.",
    ],
    diagram: """
        MODEL                  CONTROLLERS                    VIEWS
      ┌────────────┐  watches ┌────────────────────────┐ fills  ┌───────────────┐
      │ Timeline   │◀─────────┤ TimelineViewController ├───────▶│ TableView     │
      │  qwinks    ├─────────▶│ the table's dataSource │◀───────┤  cells        │
      │            │ changed  └───────────┬────────────┘ asks   └───────────────┘
      │ Qwinker    │                      │ "+" target-action: shows
      │  avatar    │  post()  ┌───────────▼────────────┐ Cancel ┌───────────────┐
      │  friends   │◀─────────┤ NewEntryViewController │◀───────┤ NavigationBar │
      │  qwinks    │          │ input -> model update  │ Done   │ TextField     │
      │ Qwink      │          └────────────────────────┘        └───────────────┘
      └────────────┘
      AppDelegate: at launch, a window, the first screen, the model; no more.
      """,
    whereItLives: places(
      """
      UIKit       UIViewController between model objects and UIView trees
      AppKit      NSViewController, NSWindowController; bindings for the wiring
      Foundation  NotificationCenter, key-value observing: model to controller
      SwiftUI     @Observable models; views redraw when the model changes
      """),
    sourceFolder: "Sources/Patterns/MVC",
    demo: { MVCDemo.run() },
    modern: .mvc, origin: .mvc)
}
