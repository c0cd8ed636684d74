import HeadlessKit
import Testing

@testable import ComposeMessage

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
