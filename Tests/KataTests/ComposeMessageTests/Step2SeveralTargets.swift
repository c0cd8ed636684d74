import HeadlessKit
import Testing

@testable import ComposeApp
@testable import ComposeControls

@Suite("2. Several targets hear one event, in the order they were added")
@MainActor
struct Step2 {
  @Test("Three targets for one event are called in the order they were added")
  func severalTargetsInOrder() {
    let button = ActionButton(title: "Send")
    let log = CallLog()
    let second = Recorder("second", log: log)
    let first = Recorder("first", log: log)
    let third = Recorder("third", log: log)
    button.addTarget(second, action: Recorder.tapped, for: .primaryActionTriggered)
    button.addTarget(first, action: Recorder.tapped, for: .primaryActionTriggered)
    button.addTarget(third, action: Recorder.tapped, for: .primaryActionTriggered)

    button.tap()

    #expect(
      log.calls == [
        "second.tapped from Send", "first.tapped from Send", "third.tapped from Send",
      ],
      """
      Every target registered for the event should be called, in the order they were \
      added; the calls were \(log.calls). Keep the entries in an array (not one per event \
      in a dictionary) and call each matching one.
      """)
  }

  @Test("One target may register two actions; both run")
  func oneTargetTwoActions() {
    let button = ActionButton(title: "Send")
    let recorder = Recorder()
    button.addTarget(recorder, action: Recorder.touchedDown, for: .primaryActionTriggered)
    button.addTarget(recorder, action: Recorder.tapped, for: .primaryActionTriggered)

    button.tap()

    #expect(
      recorder.log.calls == ["recorder.touchedDown from Send", "recorder.tapped from Send"],
      """
      A target registered twice for one event should get both actions, in order; the calls \
      were \(recorder.log.calls). Do not replace an entry because its target is already in \
      the table.
      """)
    #expect(
      button.allTargets.count == 1,
      """
      allTargets should list each target once, even when it has several actions, but its \
      count is \(button.allTargets.count) for one target with two actions.
      """)
  }

  @Test("A toolbar item, which is not a view, takes targets through the same API")
  func toolbarItemSameAPI() {
    let item = ToolbarItem(title: "Cancel")
    let log = CallLog()
    let first = Recorder("first", log: log)
    let second = Recorder("second", log: log)
    item.addTarget(first, action: Recorder.itemTapped, for: .primaryActionTriggered)
    item.addTarget(second, action: Recorder.itemTapped, for: .primaryActionTriggered)

    item.tap()

    #expect(
      log.calls == ["first.itemTapped from Cancel", "second.itemTapped from Cancel"],
      """
      A toolbar item keeps an ActionTable too, so tapping it should call both targets with \
      the item as sender; the calls were \(log.calls). If buttons work and items do not, \
      look for something in ActionTable that only works for one kind of sender.
      """)
  }
}
