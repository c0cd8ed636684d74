import HeadlessKit
import Testing

@testable import TargetAction

@MainActor
@Suite("The compose screen's wiring: who calls whom")
struct ComposeWiringTests {
  @Test("The Send button's only target is the screen, for its primary action")
  func sendButton() {
    let scene = ComposeScene()
    let button = scene.compose.sendButton

    #expect(button.allTargets.map(ObjectIdentifier.init) == [ObjectIdentifier(scene.compose)])
    #expect(button.events(forTarget: scene.compose) == .primaryActionTriggered)
  }

  @Test("The Cancel item, a plain object, targets the screen too, even before the view loads")
  func cancelItem() {
    let outbox = Outbox()
    let compose = ComposeViewController(outbox: outbox, typingIndicator: TypingIndicator())

    #expect(compose.cancelItem.target === compose)
    #expect(!compose.isViewLoaded)
  }

  @Test("Typing reaches two targets for one event: the screen and the typing indicator")
  func twoTargetsForTyping() {
    let scene = ComposeScene()
    let field = scene.compose.draftField

    #expect(field.events(forTarget: scene.compose) == .editingChanged)
    #expect(field.events(forTarget: scene.typingIndicator) == .editingChanged)
  }

  @Test("The background tap recognizer is on the screen's view and targets the screen")
  func backgroundTap() {
    let scene = ComposeScene()
    let recognizer = scene.compose.backgroundTap

    #expect(recognizer.view === scene.compose.view)
    #expect(recognizer.allTargets.map(ObjectIdentifier.init) == [ObjectIdentifier(scene.compose)])
  }

  @Test("The return key's action has no target: the field does not know the screen")
  func returnHasNoTarget() {
    let scene = ComposeScene()
    let field = scene.compose.draftField

    #expect(
      !field.allTargets.contains {
        $0 === scene.compose && field.events(forTarget: $0).contains(.editingDidEndOnExit)
      })
    #expect(field.target(forAction: .sendMessage, withSender: field) === scene.compose)
  }
}
