import HeadlessKit
import Testing

@testable import TargetAction

@MainActor
@Suite("A released screen is not kept alive by its controls")
struct ReleasedScreenTests {
  @Test("Once nothing else holds the screen it is freed, although its controls live on")
  func freed() {
    let outbox = Outbox()
    weak var weakCompose: ComposeViewController?
    let sendButton: Button
    let cancelItem: BarButtonItem
    let recognizer: TapGestureRecognizer
    do {
      let compose = ComposeViewController(outbox: outbox, typingIndicator: TypingIndicator())
      compose.loadViewIfNeeded()
      weakCompose = compose
      sendButton = compose.sendButton
      cancelItem = compose.cancelItem
      recognizer = compose.backgroundTap
    }

    #expect(weakCompose == nil)
    #expect(sendButton.allTargets.isEmpty)
    #expect(cancelItem.target == nil)
    #expect(recognizer.allTargets.isEmpty)
  }

  @Test("Tapping a control after its screen has gone does nothing")
  func lateTapsDoNothing() {
    let outbox = Outbox()
    let sendButton: Button
    let field: TextField
    let cancelItem: BarButtonItem
    do {
      let compose = ComposeViewController(outbox: outbox, typingIndicator: TypingIndicator())
      compose.loadViewIfNeeded()
      sendButton = compose.sendButton
      field = compose.draftField
      cancelItem = compose.cancelItem
    }

    field.insertText("too late")
    sendButton.isEnabled = true
    sendButton.tap()
    field.pressReturn()
    cancelItem.tap()

    #expect(outbox.sent.isEmpty)
  }

  @Test("A dismissed screen is freed when its window goes")
  func dismissedAndFreed() {
    let application = Application()
    weak var weakCompose: ComposeViewController?
    do {
      let compose = ComposeViewController(outbox: Outbox(), typingIndicator: TypingIndicator())
      let window = Window()
      window.rootViewController = compose
      window.makeKeyAndVisible(in: application)
      weakCompose = compose
      compose.cancelItem.tap()
    }

    #expect(weakCompose == nil)
    #expect(application.windows.isEmpty)
  }
}
