import HeadlessKit
import TargetAction

extension Lesson {
  static let targetAction = Lesson(
    id: "target-action",
    title: "Target-action",
    purpose: "Connect a control to your code in one uniform way.",
    explanation: [
      "A control knows when something happened to it (a tap, a new value, "
        + "return pressed) but not what that means for the app. Target-action "
        + "splits the two: the control keeps a target object and an action to "
        + "call on it, and calls it when the event happens. The screen decides "
        + "what the action does, so one Button class serves every screen.",
      "The pair looks the same everywhere. A button is a control and a view; a "
        + "bar button item is a plain object, not even a view; a gesture "
        + "recognizer watches any view. They share no superclass, yet each takes "
        + "a target and an action: learn the shape once. One event can have "
        + "several targets, and targets come and go with addTarget and "
        + "removeTarget.",
      "Swift has no selectors, so here an action is a method reference such as "
        + "ComposeViewController.send, and the compiler checks that send takes "
        + "the sender's type. Targets are held weakly: a screen is never kept "
        + "alive by its own buttons, and once it has gone their taps reach no "
        + "one. A nil target means \"whoever up the responder chain can handle "
        + "this\", which is the next pattern.",
    ],
    diagram: """
       Button "Send"        BarButtonItem "Cancel"   TapGestureRecognizer
       (a control, a view)  (a plain object)         (on the background)
          │ tap                │ tap                    │ tap
          │ target: weak       │ target: weak           │ target: weak
          │ action: send       │ action: cancel         │ action: endEditing
          ▼                    ▼                        ▼
       ┌──────────────────────────────────────────────────────────────────┐
       │ ComposeViewController                                            │
       │   send(_ sender: Button)           the draft goes to the Outbox  │
       │   cancel(_ sender: BarButtonItem)  the draft and the screen go   │
       │   endEditing()                     the keyboard goes away        │
       │   sendMessage(_:)                  found up the responder chain  │
       │   draftChanged(_:)                 Send is on if there is text   │
       └──────────────────────────────────────────────────────────────────┘
          ▲
          │ target: nil, action: .sendMessage (on return)
       TextField "Message"   also: .editingChanged -> ComposeViewController
                                   .editingChanged -> TypingIndicator
      """,
    whereItLives: places(
      """
      UIKit       UIControl.addTarget(_:action:for:), UIBarButtonItem, gestures
      AppKit      NSControl's target and action, NSMenuItem, NSToolbarItem
      SwiftUI     no targets: Button takes a closure (UIKit's UIAction does too)
      """),
    sourceFolder: "Sources/Patterns/TargetAction",
    demo: { TargetActionDemo.run() },
    modern: .targetAction, origin: .targetAction)
}
