import HeadlessKit

/// The quick reply screen, wired with closure actions, then the trap that
/// closures bring back.
///
/// 1. Typing runs two closures for one event; Send runs its own.
/// 2. Typing status is turned off: that closure is removed, and stops.
/// 3. The screen is closed and, since every closure captured it weakly,
///    freed.
/// 4. A second screen gets one more Send action whose closure captures the
///    screen strongly. Closed, it stays in memory: the screen owns the
///    button, the button owns the closure, the closure owns the screen.
///    Removing that action breaks the loop.
@MainActor
public enum ClosureActionsDemo {
  public static func run() -> Trace {
    let trace = Trace()
    let setup = MessagesDemoSetup(tracingInto: trace)

    weak var closedScreen: QuickReplyViewController?
    do {
      let reply = QuickReplyViewController(
        outbox: setup.outbox, typingIndicator: setup.typingIndicator)
      setup.show(reply)
      closedScreen = reply
      trace.note("The user types: two closures run for .editingChanged.")
      reply.replyField.insertText("on my way")
      trace.record("Send button", reply.sendButton.isEnabled ? "enabled" : "disabled")
      trace.note("Send runs its closure, which calls the screen through [weak self].")
      reply.sendButton.tap()

      trace.note("Typing status off: its closure is removed. Typing runs the one")
      trace.note("left, and the indicator hears nothing.")
      reply.sharesTypingStatus = false
      reply.replyField.insertText("ok")
      trace.record("Reply field", "\(reply.replyField.allTargets.count) action(s) for typing")
      trace.record("Send button", reply.sendButton.isEnabled ? "enabled" : "disabled")
      reply.view.window?.close()
    }
    trace.record("QuickReplyViewController", describe(closedScreen))

    trace.note("The trap: a second screen gets a Send action that captures it")
    trace.note("strongly, { _ in reply.sendReply() }, with no [weak reply].")
    weak var leakyScreen: QuickReplyViewController?
    var strongAction: ControlAction?
    let leakyButton: Button
    do {
      let reply = QuickReplyViewController(
        outbox: setup.outbox, typingIndicator: setup.typingIndicator)
      setup.show(reply)
      strongAction = reply.sendButton.addAction(for: .primaryActionTriggered) { _ in
        reply.sendReply()
      }
      leakyScreen = reply
      leakyButton = reply.sendButton
      reply.view.window?.close()
    }
    trace.record("QuickReplyViewController", describe(leakyScreen))
    trace.note("Removing the action lets the closure go, and the screen with it.")
    if let action = strongAction { leakyButton.removeAction(action, for: .primaryActionTriggered) }
    strongAction = nil
    trace.record("QuickReplyViewController", describe(leakyScreen))
    return trace
  }

  private static func describe(_ screen: QuickReplyViewController?) -> String {
    screen == nil ? "closed and freed" : "closed, still in memory (a leak)"
  }
}
