import HeadlessKit
import ResponderChain

extension Lesson {
  static let responderChain = Lesson(
    id: "responder-chain",
    title: "Responder chain",
    purpose: "Handle an event without knowing which object will handle it.",
    explanation: [
      "Some events have no obvious receiver: a shake, a menu command, \"log "
        + "in\" pressed on whatever screen is showing. The responder chain "
        + "handles them without the sender choosing one: the event starts at the "
        + "first responder (the object with the focus), and each responder that "
        + "does not handle it hands it to its next responder, up to the app.",
      "The framework wires the chain from the view tree: a view's next "
        + "responder is its superview, a screen's root view's is its view "
        + "controller, the controller's is the window, then come the "
        + "application and the app delegate. Code never sets next by hand, but "
        + "the app delegate can override it to add responders after itself, "
        + "such as a login responder that no screen owns.",
      "The application's sendAction(_:to:from:) with a nil target walks the "
        + "chain (every responder has sendAction(_:to:), which sends from "
        + "itself) and returns, once the handler has run, whether anyone took "
        + "the action. Check it: "
        + "a view that is not in a window has a chain that stops at its "
        + "controller, so its actions reach no one and nothing happens. Here an "
        + "action names a handler protocol, so \"can you handle it?\" is a type "
        + "check. It carries nothing but its sender, which is why the login "
        + "responder has to read the username from the form that sent it.",
    ],
    diagram: """
        LoginViewController: sendAction(.logIn, to: nil), returns true or false
          │ starts at the key window's first responder
          ▼
        TextField "******" (focused)  logIn? no  next: its superview
        View (the form)               logIn? no  next: its superview
        View (the root view)          logIn? no  next: its view controller
        LoginViewController           logIn? no  next: its view's window
        Window                        logIn? no  next: the application
        Application                   logIn? no  next: the app delegate
        AppDelegate                   logIn? no  next: overridden ──┐
        LoginResponder                logIn? yes ◀──────────────────┘
          │ reads the sender as a LoginForm, asks the Authenticator
          ▼
        Not in a window? The walk ends at LoginViewController: false.
      """,
    whereItLives: places(
      """
      UIKit       UIResponder.next, becomeFirstResponder, UIApplication.sendAction
      AppKit      NSResponder, NSApp.sendAction(_:to:from:), nil-target menus
      SwiftUI     focus (@FocusState) and focused values for commands
      """),
    sourceFolder: "Sources/Patterns/ResponderChain",
    demo: { ResponderChainDemo.run() },
    modern: .responderChain, origin: .responderChain)
}
