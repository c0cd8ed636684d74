import HeadlessKit
import Testing

@testable import TargetAction

/// The quick reply screen: wired with closures, and still freed when closed.
@MainActor
@Suite("Quick reply, wired with closure actions")
struct QuickReplyTests {
  let application = Application()
  let outbox = Outbox()
  let typingIndicator = TypingIndicator()

  func makeScreen() -> QuickReplyViewController {
    let reply = QuickReplyViewController(outbox: outbox, typingIndicator: typingIndicator)
    let window = Window()
    window.rootViewController = reply
    window.makeKeyAndVisible(in: application)
    return reply
  }

  @Test("Typing enables Send and shows typing; Send hands the reply to the outbox")
  func typeAndSend() {
    let reply = makeScreen()
    reply.replyField.insertText("on my way")
    #expect(reply.sendButton.isEnabled)
    #expect(typingIndicator.isShowing)

    reply.sendButton.tap()

    #expect(outbox.sent == ["on my way"])
    #expect(reply.replyField.text.isEmpty && !reply.sendButton.isEnabled)
  }

  @Test("Turning typing status off removes only the indicator's action")
  func typingStatusOff() {
    let reply = makeScreen()
    reply.sharesTypingStatus = false
    reply.replyField.insertText("ok")
    #expect(!typingIndicator.isShowing)
    #expect(reply.sendButton.isEnabled, "the screen's own action still runs")

    reply.sharesTypingStatus = true
    reply.replyField.insertText("!")
    #expect(typingIndicator.isShowing)
  }

  @Test("Closed and let go, the screen is freed: its closures captured it weakly")
  func closedScreenIsFreed() {
    weak var weakReply: QuickReplyViewController?
    let button: Button
    do {
      let reply = makeScreen()
      weakReply = reply
      button = reply.sendButton
      reply.replyField.insertText("late")
      reply.view.window?.close()
    }
    #expect(weakReply == nil)

    button.tap()
    #expect(outbox.sent.isEmpty, "a late tap finds no screen and does nothing")
  }

  @Test("The demo frees the first screen, leaks the second, then frees it")
  func demoTrace() {
    let lines = ClosureActionsDemo.run().lines()
    let verdicts = ClosureActionsDemo.run().calls
      .filter { $0.actor == "QuickReplyViewController" }.map(\.message)
    #expect(
      verdicts == [
        "closed and freed", "closed, still in memory (a leak)", "closed and freed",
      ])
    #expect(
      lines.filter { $0.contains("draftChanged") }.count == 1,
      "the indicator hears the first typing only")
  }
}
