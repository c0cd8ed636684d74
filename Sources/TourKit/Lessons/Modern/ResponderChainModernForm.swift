import HeadlessKit
import ResponderChain

extension ModernForm {
  static let responderChain = ModernForm(
    counterpart: "Values down beside actions up: an environment that any view reads "
      + "from above, and focused values that let a menu command find the form "
      + "with the focus.",
    explanation: [
      "SwiftUI's environment is the chain walked for a value instead of an "
        + "action: a read goes up from the view until a responder has set the "
        + "value, so a value set at the top reaches every view, and one set "
        + "nearer wins for what is below it. A view in no window reads only the "
        + "defaults, as its actions reach no one.",
      "A menu command lives outside every view, so it cannot read the "
        + "environment. SwiftUI gives it focused values instead: published by "
        + "the view with the focus and the views around it. Who handles Log In "
        + "is still decided by the focused view's chain.",
    ],
    sourceFolder: "Sources/Patterns/ResponderChain/Modern",
    demo: { EnvironmentDemo.run() },
    classicIsBetter: "when the handler is not known where the event starts, or "
      + "changes with the focus on its own: an action with no target finds it, "
      + "and says whether anyone took it, with no key to declare.",
    modernIsBetter: "when a value is what the views need (a service, a setting, "
      + "a theme): set once at the top, overridden where needed, read with a type "
      + "the compiler checks, and no view is ever asked to handle anything.",
    recap: (
      uikit: "nil-target action", swiftUI: "@FocusedValue", concurrency: "@TaskLocal"
    )
  )
}
