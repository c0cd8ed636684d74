import HeadlessKit
import Testing

@testable import ComposeApp
@testable import ComposeControls

@Suite("4. Cancel discards the draft and dismisses the screen, through the same API")
@MainActor
struct Step4 {
  @Test("The Cancel item's one target is the compose screen, and it has no delegate")
  func cancelItemTargetsTheScreen() {
    let scene = ComposeScene()
    let item = scene.compose.cancelItem
    let stillDelegate =
      item.delegate == nil ? "" : " It still reports through ToolbarItemDelegate."

    #expect(
      contains(item.allTargets, scene.compose),
      """
      The Cancel item should have the compose screen as a target, but its targets are: \
      \(names(of: item.allTargets)).\(stillDelegate) Wire it the way the Send button is \
      wired, with an action method of its own that takes the item as its sender. The item \
      is not a view, so ComposeViewController's init can do it.
      """)
    #expect(
      item.allTargets.count <= 1,
      """
      The Cancel item should have one target, the compose screen, but its targets are: \
      \(names(of: item.allTargets)). Make the screen itself the target, with the method \
      that cancels as its action, rather than a helper that calls the screen.
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
      After Cancel the screen should be dismissed, its window closed, but the screen is \
      \(scene.compose.isVisible ? "still visible" : "hidden") and its window is \
      \(scene.window.isKeyWindow ? "still the key window" : "no longer key"). Close the \
      window the screen's view is in, as toolbarItemWasTapped(_:) did.
      """)
    #expect(
      scene.outbox.sent.isEmpty,
      "Cancel sent \(scene.outbox.sent) to the outbox; a cancelled draft goes nowhere.")
  }

  @Test("Renamed, the Cancel item still discards the draft and dismisses the screen")
  func renamedCancelStillCancels() {
    let scene = ComposeScene()
    scene.compose.cancelItem.title = "Discard"
    scene.compose.draftField.insertText("never mind")

    scene.compose.cancelItem.tap()

    #expect(
      scene.compose.draftField.text.isEmpty && !scene.window.isKeyWindow,
      """
      The Cancel item was renamed "Discard", and a tap on it no longer cancelled: the \
      field says "\(scene.compose.draftField.text)" and the window is \
      \(scene.window.isKeyWindow ? "still open" : "closed"). Give the item an action of its \
      own, a method that cancels; nothing should compare titles to work out which item \
      was tapped.
      """)
  }
}
