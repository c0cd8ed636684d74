import HeadlessKit
import Testing

@testable import ComposeMessage

@Suite("4. Cancel discards the draft and dismisses the screen, through the same API")
@MainActor
struct Step4 {
  @Test("The Cancel item's target is the compose screen, and it has no delegate")
  func cancelItemTargetsTheScreen() {
    let scene = ComposeScene()
    let item = scene.compose.cancelItem

    #expect(
      contains(item.allTargets, scene.compose),
      """
      The Cancel item has no target: it still reports through ToolbarItemDelegate. Wire it \
      like the button, with `cancelItem.addTarget(self, action: \
      ComposeViewController.cancel, for: .primaryActionTriggered)` and \
      `func cancel(_ sender: ToolbarItem)`. The item is not a view: it can be wired in init.
      """)
    #expect(
      item.delegate == nil,
      """
      The Cancel item still has a delegate. With target-action each item calls its own \
      method, so the screen no longer needs toolbarItemWasTapped(_:) to guess which item \
      was tapped from its title: stop setting the delegate.
      """)
  }

  @Test("Tapping Cancel empties the field and dismisses the screen")
  func cancelDiscardsAndDismisses() {
    let scene = ComposeScene()
    scene.compose.draftField.insertText("never mind")

    scene.compose.cancelItem.tap()

    #expect(
      scene.compose.draftField.text.isEmpty,
      """
      After Cancel the draft should be gone, but the field still says \
      "\(scene.compose.draftField.text)".
      """)
    #expect(
      !scene.compose.isVisible && !scene.window.isKeyWindow,
      """
      After Cancel the screen should be dismissed: its window closed (view.window?.close()) \
      and the screen no longer visible.
      """)
    #expect(
      scene.outbox.sent.isEmpty,
      "Cancel sent \(scene.outbox.sent) to the outbox; a cancelled draft goes nowhere.")
  }
}
