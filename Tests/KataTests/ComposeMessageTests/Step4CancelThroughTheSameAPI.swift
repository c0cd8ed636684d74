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
      The Cancel item should report taps to the compose screen, as its target, the way \
      the Send button does; but the item's targets are: \
      \(names(of: item.allTargets)).\(stillDelegate) \
      \(tableListsTargets()
        ? "Look at how ComposeViewController wires its Cancel item."
        : "No control lists a target it was given yet: see step 1.")
      """)
    #expect(
      item.allTargets.count <= 1,
      """
      The Cancel item should have one target, the compose screen, but its targets are: \
      \(names(of: item.allTargets)). An object in between that calls the screen goes \
      around target-action. Look at what ComposeViewController hands the item.
      """)
    #expect(
      item.delegate == nil,
      """
      The Cancel item still reports to a delegate\
      \(item.allTargets.isEmpty ? "" : " besides its target, so a tap reaches the screen twice"), \
      through the old way that guesses the item from its title. Look at how \
      ComposeViewController sets up the item.
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
      "never mind" was typed and Cancel tapped: the draft should be gone, but the field \
      still says "\(scene.compose.draftField.text)". Look at what the screen does when \
      Cancel reports a tap.
      """)
    #expect(
      !scene.compose.isVisible && !scene.window.isKeyWindow,
      """
      After Cancel the screen should be dismissed, its window closed, but the screen is \
      \(scene.compose.isVisible ? "still visible" : "hidden") and its window is \
      \(scene.window.isKeyWindow ? "still the key window" : "no longer key"). Compare \
      what the screen does for Cancel with what toolbarItemWasTapped(_:) did.
      """)
    #expect(
      scene.outbox.sent.isEmpty,
      """
      Cancel sent \(scene.outbox.sent) to the outbox; a cancelled draft goes nowhere. \
      Look at which of the screen's actions a tap on Cancel runs.
      """)
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
      \(scene.window.isKeyWindow ? "still open" : "closed"). What a tap on Cancel means \
      should not depend on its title: look for code that compares titles.
      """)
  }

  @Test("Cancel's action cancels whoever sends it")
  func cancelFromAnotherSender() {
    let scene = ComposeScene()
    // A menu item that stands in for Cancel: it sends the Cancel item's
    // actions, with itself as the sender.
    let standIn = ToolbarItem(title: "Discard Draft")
    scene.compose.draftField.insertText("never mind")

    scene.compose.cancelItem.actions.sendActions(for: .primaryActionTriggered, from: standIn)

    #expect(
      scene.compose.draftField.text.isEmpty && !scene.window.isKeyWindow,
      scene.compose.cancelItem.allTargets.isEmpty
        ? """
        The Cancel item's actions were sent by a menu item standing in for it, but Cancel \
        has no target for them to reach: see the first test of this step.
        """
        : """
        The Cancel item's actions were sent by a menu item standing in for it, and then \
        the field said "\(scene.compose.draftField.text)" and the window was \
        \(scene.window.isKeyWindow ? "still open" : "closed"); the draft should have \
        been discarded and the screen dismissed, as for a tap on Cancel. An action does \
        its job whoever sends it: look for code that works out which item reported \
        before deciding what to do.
        """)
  }
}
