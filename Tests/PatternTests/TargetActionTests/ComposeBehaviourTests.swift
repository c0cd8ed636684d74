import HeadlessKit
import Testing

@testable import TargetAction

@MainActor
@Suite("The compose screen: Send, return, Cancel and the background tap")
struct ComposeBehaviourTests {
  @Test("Send is disabled until there is a draft")
  func sendEnabledByTyping() {
    let scene = ComposeScene()
    #expect(!scene.compose.sendButton.isEnabled)

    scene.compose.draftField.insertText("hi")

    #expect(scene.compose.sendButton.isEnabled)
  }

  @Test("Tapping Send hands the draft to the outbox and clears the field")
  func send() {
    let scene = ComposeScene()
    scene.compose.draftField.insertText("see you at six")

    scene.compose.sendButton.tap()

    #expect(scene.outbox.sent == ["see you at six"])
    #expect(scene.compose.draftField.text.isEmpty)
    #expect(!scene.compose.sendButton.isEnabled)
  }

  @Test("An empty draft is never sent")
  func emptyDraft() {
    let scene = ComposeScene()

    scene.compose.sendButton.isEnabled = true
    scene.compose.sendButton.tap()
    scene.compose.draftField.pressReturn()

    #expect(scene.outbox.sent.isEmpty)
  }

  @Test("Return sends the draft: the action goes up the chain to the screen")
  func returnSends() {
    let scene = ComposeScene()
    scene.compose.draftField.becomeFirstResponder()
    scene.compose.draftField.insertText("on my way")
    var visited: [Responder] = []
    scene.application.actionRouteLog = { responder, _ in visited.append(responder) }

    scene.compose.draftField.pressReturn()

    #expect(scene.outbox.sent == ["on my way"])
    #expect(visited.first === scene.compose.draftField)
    #expect(visited.last === scene.compose)
  }

  @Test("Cancel discards the draft and dismisses the screen; nothing is sent")
  func cancel() {
    let scene = ComposeScene()
    scene.compose.draftField.insertText("never mind")

    scene.compose.cancelItem.tap()

    #expect(scene.compose.draftField.text.isEmpty)
    #expect(!scene.compose.isVisible)
    #expect(!scene.window.isKeyWindow)
    #expect(scene.application.keyWindow == nil)
    #expect(scene.outbox.sent.isEmpty)
  }

  @Test("A tap on the background takes the focus from the field")
  func backgroundTap() {
    let scene = ComposeScene()
    scene.compose.draftField.becomeFirstResponder()

    scene.compose.backgroundTap.tap()

    #expect(!scene.compose.draftField.isFirstResponder)
    #expect(scene.window.firstResponder == nil)
  }

  @Test("The typing indicator shows while there is a draft")
  func typingIndicator() {
    let scene = ComposeScene()

    scene.compose.draftField.insertText("hello")

    #expect(scene.typingIndicator.isShowing)
  }

  @Test("Turning typing status off removes the indicator's target; on adds it back")
  func typingStatusSetting() {
    let scene = ComposeScene()
    let field = scene.compose.draftField

    scene.compose.sharesTypingStatus = false
    field.insertText("secret")
    #expect(!scene.typingIndicator.isShowing)
    #expect(field.events(forTarget: scene.typingIndicator).isEmpty)

    scene.compose.sharesTypingStatus = true
    field.insertText("!")
    #expect(scene.typingIndicator.isShowing)
  }
}
