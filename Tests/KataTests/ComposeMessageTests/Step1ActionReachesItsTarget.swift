import HeadlessKit
import Testing

@testable import ComposeApp
@testable import ComposeControls

@Suite("1. An action reaches its target, for its own event only")
@MainActor
struct Step1 {
  @Test("A tap calls the action registered for the primary action, once")
  func tapCallsTheAction() {
    let button = ActionButton(title: "Send")
    let recorder = Recorder()
    button.addTarget(recorder, action: Recorder.tapped, for: .primaryActionTriggered)

    button.tap()

    #expect(
      recorder.log.calls == ["recorder.tapped from Send"],
      """
      Tapping the button should call the registered action once, with the button as sender, \
      but the calls were \(recorder.log.calls). ActionTable.addTarget(_:action:for:) should \
      keep what it is given (the target, the action and the event), and \
      sendActions(for:from:) should call each action registered for that event on its \
      target, passing the sender.
      """)
  }

  @Test("An action is not called for other events")
  func otherEventsAreIgnored() {
    let button = ActionButton(title: "Send")
    let log = CallLog()
    let onTouch = Recorder("onTouch", log: log)
    let onTap = Recorder("onTap", log: log)
    button.addTarget(onTouch, action: Recorder.touchedDown, for: .touchDown)
    button.addTarget(onTap, action: Recorder.tapped, for: .primaryActionTriggered)

    button.tap()

    #expect(
      log.calls == ["onTouch.touchedDown from Send", "onTap.tapped from Send"],
      """
      A tap sends .touchDown, then .primaryActionTriggered; each target should hear only the \
      event it was registered for, once. The calls were \(log.calls). In \
      sendActions(for:from:), skip the entries whose event is not the one being sent.
      """)
  }

  @Test("A touch-down action runs before the tap's, even when it was added second")
  func eachEventInItsTurn() {
    let button = ActionButton(title: "Send")
    let log = CallLog()
    let onTap = Recorder("onTap", log: log)
    let onTouch = Recorder("onTouch", log: log)
    button.addTarget(onTap, action: Recorder.tapped, for: .primaryActionTriggered)
    button.addTarget(onTouch, action: Recorder.touchedDown, for: .touchDown)

    button.tap()

    #expect(
      log.calls == ["onTouch.touchedDown from Send", "onTap.tapped from Send"],
      """
      The finger comes down (.touchDown) before the tap completes \
      (.primaryActionTriggered), so the touch-down action should run first, although it was \
      added second; the calls were \(log.calls). A tap calls sendActions(for:from:) once per \
      event: each call should run the actions registered for that event, and no others.
      """)
  }

  @Test("A toolbar item sends no touch-down, so a touch-down target of it is never called")
  func itemSendsNoTouchDown() {
    let item = ToolbarItem(title: "Cancel")
    let recorder = Recorder()
    item.addTarget(recorder, action: Recorder.itemTapped, for: .touchDown)

    item.tap()

    #expect(
      recorder.log.calls.isEmpty,
      """
      Tapping a toolbar item sends only .primaryActionTriggered, so an action registered \
      for .touchDown should not run, but the calls were \(recorder.log.calls). In \
      sendActions(for:from:), run only the entries registered for the event being sent.
      """)
  }

  @Test("The table lists the targets it calls")
  func allTargetsListsTheTarget() {
    let button = ActionButton(title: "Send")
    let recorder = Recorder()
    button.addTarget(recorder, action: Recorder.tapped, for: .primaryActionTriggered)

    #expect(
      button.allTargets.count == 1 && contains(button.allTargets, recorder),
      """
      After one addTarget, allTargets should list that one target, but its count is \
      \(button.allTargets.count). ActionTable.allTargets should return the targets of its \
      entries that are still alive.
      """)
  }
}
