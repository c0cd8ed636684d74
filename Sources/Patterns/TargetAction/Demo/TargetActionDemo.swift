import HeadlessKit

/// Runs the messages screen and records where each tap goes: typing reaches
/// two targets for one event, Send reaches the screen from a button, return
/// reaches it up the responder chain with no target at all, a background tap
/// reaches it through a gesture recognizer, and Cancel reaches it from a bar
/// button item, which is not even a view. Then the screen is dismissed and
/// freed: its controls held it only weakly, so a late tap goes nowhere.
///
/// Every line comes from the code as it runs: the screen, the outbox and the
/// typing indicator describe their own steps through a `log` hook, and the
/// application reports each link an action visits on its way up the chain.
@MainActor
public enum TargetActionDemo {
  public static func run() -> Trace {
    let trace = Trace()
    let setup = MessagesDemoSetup(tracingInto: trace)
    setup.application.actionRouteLog = { responder, handled in
      trace.record(responder.summary, handled ? "sendMessage? yes: takes it" : "sendMessage? no")
    }

    weak var closedScreen: ComposeViewController?
    let cancelItem: BarButtonItem
    do {
      let compose = ComposeViewController(
        outbox: setup.outbox, typingIndicator: setup.typingIndicator)
      compose.log = { trace.record("ComposeViewController", $0) }
      let window = setup.show(compose)
      closedScreen = compose
      cancelItem = compose.cancelItem

      trace.note("The user taps the field and types. Two targets hear .editingChanged:")
      compose.draftField.becomeFirstResponder()
      compose.draftField.insertText("see you at six")
      trace.screen("The screen (the Cancel item is not a view, so it is not drawn):", window)

      trace.note("The user taps Send: the button calls its target's action.")
      compose.sendButton.tap()

      trace.note("Typing status is turned off: the indicator's target is removed.")
      compose.sharesTypingStatus = false
      trace.note("The user types \"or seven?\"; now only the controller hears it.")
      compose.draftField.insertText("or seven?")

      trace.note("Return: the field's action has no target, so it goes up the chain,")
      trace.note("from the focused field, until a responder takes .sendMessage:")
      compose.draftField.pressReturn()

      trace.note("A tap on the background goes to a gesture recognizer's target.")
      compose.backgroundTap.tap()

      trace.note("The user starts again, then taps Cancel, a bar button item.")
      compose.draftField.becomeFirstResponder()
      compose.draftField.insertText("never mind")
      compose.cancelItem.tap()
    }

    trace.note("Nothing else held the screen: its controls held it only weakly.")
    trace.record(
      "ComposeViewController",
      closedScreen == nil ? "freed as soon as it was closed" : "still in memory (a leak)")
    trace.note("The Cancel item outlived it (a toolbar could keep one). A late tap:")
    cancelItem.tap()
    trace.record(
      cancelItem.summary,
      cancelItem.target == nil ? "target gone: the tap does nothing" : "still has a target")
    trace.record("Outbox", "\(setup.outbox.sent.count) messages sent in all")
    return trace
  }
}
