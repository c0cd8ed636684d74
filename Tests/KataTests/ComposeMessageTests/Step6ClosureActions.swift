import HeadlessKit
import Testing

@testable import ComposeApp
@testable import ComposeControls

@Suite("6. A closure runs for its event until removed, and never keeps the screen")
@MainActor
struct Step6 {
  @Test("A closure action runs when the tap completes, once, with the button")
  func closureRunsOnTap() {
    let button = ActionButton(title: "Send")
    let log = CallLog()
    button.addAction(for: .primaryActionTriggered) { log.calls.append("tapped \($0.title)") }

    button.tap()

    #expect(
      log.calls == ["tapped Send"],
      """
      A closure added with addAction(for:_:) should run once per tap, with the button, \
      but the calls were \(log.calls). The caller kept no reference to the action, so the \
      button must: append it to closureActions, and register it in the table as a target, \
      with ClosureAction.run as its action.
      """)
  }

  @Test("Each closure runs for its own event only: touch-down first, though added second")
  func closureRunsForItsEvent() {
    let button = ActionButton(title: "Send")
    let log = CallLog()
    button.addAction(for: .primaryActionTriggered) { _ in log.calls.append("tap") }
    button.addAction(for: .touchDown) { _ in log.calls.append("touch down") }

    button.tap()

    #expect(
      log.calls == ["touch down", "tap"],
      """
      The touch-down closure should run when the finger comes down and the tap's when \
      the tap completes, each once; the calls were \(log.calls). Register each action for \
      the event it was given, and let your ActionTable pick what runs.
      """)
  }

  @Test("A removed action never runs again, though its caller still holds it")
  func removedActionStops() {
    let button = ActionButton(title: "Send")
    let log = CallLog()
    let target = Recorder("target", log: log)
    button.addAction(for: .primaryActionTriggered) { _ in log.calls.append("kept") }
    let removed = button.addAction(for: .primaryActionTriggered) { _ in
      log.calls.append("removed")
    }
    button.addTarget(target, action: Recorder.tapped, for: .primaryActionTriggered)

    button.removeAction(removed)
    button.tap()

    #expect(
      log.calls == ["kept", "target.tapped from Send"],
      """
      After removeAction, that closure should not run, and every other action and target \
      should; the calls were \(log.calls). The caller still holds the removed action \
      (as a screen would, to remove it), so forgetting it is not enough: removeAction \
      should also switch it off, by setting its handler to nil.
      """)
  }

  @Test("Removing an action lets go of what its closure captured")
  func removalFreesTheCapture() {
    let button = ActionButton(title: "Send")
    weak var weakCaptured: Recorder?
    let action: ClosureAction
    do {
      let captured = Recorder("captured")
      weakCaptured = captured
      action = button.addAction(for: .primaryActionTriggered) { captured.tapped($0) }
    }
    #expect(
      weakCaptured != nil,
      """
      While its action is on the button, what the closure captured should stay alive, \
      but it has gone. The button should keep its closure actions (closureActions).
      """)

    button.removeAction(action)

    #expect(
      weakCaptured == nil,
      """
      The action was removed, yet what its closure captured is still alive: something \
      still holds the closure. removeAction should set the action's handler to nil and \
      drop it from closureActions.
      """)
  }

  @Test("Clear empties the draft when the tap completes, with a closure, not a target")
  func clearEmptiesTheDraft() {
    let scene = ComposeScene()
    let probe = DraftProbe(scene.compose.draftField)
    scene.compose.clearButton.addTarget(
      probe, action: DraftProbe.fingerCameDown, for: .touchDown)
    scene.compose.draftField.insertText("never mind")

    scene.compose.clearButton.tap()

    #expect(
      scene.compose.draftField.text.isEmpty,
      """
      After a tap on Clear the field should be empty, but it says \
      "\(scene.compose.draftField.text)". In viewDidLoad, give clearButton a closure \
      action, with addAction(for:_:), that empties the field.
      """)
    #expect(
      probe.textAtTouchDown == ["never mind"],
      """
      When the finger came down on Clear, the draft should still be there, but the field \
      held \(probe.textAtTouchDown). Clear acts when the tap completes: \
      .primaryActionTriggered.
      """)
    #expect(
      !contains(scene.compose.clearButton.allTargets, scene.compose),
      """
      Clear has the screen as a target: this step wires it with a closure action \
      instead, addAction(for:_:), which captures the screen weakly.
      """)
  }

  @Test("A screen whose Clear runs a closure is freed once nobody holds it")
  func screenWithClosureIsFreed() {
    weak var weakCompose: ComposeViewController?
    let clearButton: ActionButton
    let draftField: TextField
    do {
      let scene = ComposeScene()
      weakCompose = scene.compose
      clearButton = scene.compose.clearButton
      draftField = scene.compose.draftField
      scene.compose.cancelItem.tap()
    }

    #expect(
      weakCompose == nil,
      """
      The compose screen was closed and let go, yet it is still alive. The Clear button \
      keeps its closure, and a closure that captures self strongly keeps the screen: \
      screen, button, closure, screen. Capture it weakly: { [weak self] _ in ... }.
      """)

    draftField.insertText("late")
    clearButton.tap()
    #expect(
      weakCompose != nil || draftField.text == "late",
      "A late tap on Clear, after the screen has gone, should do nothing.")
  }
}

/// A target that notes what a field held each time a finger came down on a
/// button, before the tap completed.
@MainActor
final class DraftProbe {
  let field: TextField
  private(set) var textAtTouchDown: [String] = []

  init(_ field: TextField) {
    self.field = field
  }

  func fingerCameDown(_ sender: ActionButton) {
    textAtTouchDown.append(field.text)
  }
}
