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
      A target was registered for the completed tap, then the button was tapped once. \
      Its action should have run once, with the button as sender, but the calls were \
      \(recorder.log.calls). Look in ComposeControls/ActionTable.swift: what the table \
      keeps when a target is added, and what it does with it when an event is sent.
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
      One target listened for the finger coming down (.touchDown), another for the \
      completed tap (.primaryActionTriggered). A tap sends both events, so each target \
      should have heard its own event once; the calls were \(log.calls). Look at how \
      ActionTable picks the entries to run when one event is sent.
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
      (.primaryActionTriggered), so the touch-down action should have run first, \
      although it was added second; the calls were \(log.calls). A tap sends one event, \
      then the other: look at what ActionTable runs for each of the two.
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
      A toolbar item sends only .primaryActionTriggered when tapped, yet an action \
      registered on it for .touchDown ran: the calls were \(recorder.log.calls). Look at \
      how ActionTable picks the entries to run for the event being sent.
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
      One target was added to the button, so allTargets should list that one target, \
      but it lists \(names(of: button.allTargets)). Look at ActionTable.allTargets, and \
      at what the table kept of the target.
      """)
  }

  @Test("Two buttons keep their own targets: a tap on one calls only its own")
  func twoButtonsTwoTables() {
    let log = CallLog()
    let send = ActionButton(title: "Send")
    let clear = ActionButton(title: "Clear")
    let sender = Recorder("sender", log: log)
    let clearer = Recorder("clearer", log: log)
    send.addTarget(sender, action: Recorder.tapped, for: .primaryActionTriggered)
    clear.addTarget(clearer, action: Recorder.tapped, for: .primaryActionTriggered)

    send.tap()

    #expect(
      log.calls == ["sender.tapped from Send"],
      log.calls.isEmpty
        ? "Two buttons each had a target of their own, and Send was tapped. \(nothingRan)"
        : """
        Two buttons each had a target of their own, and only Send was tapped. Only Send's \
        target should have run, but the calls were \(log.calls). Every control has a table \
        of its own: look for a place in ActionTable where the entries of all the controls \
        end up together.
        """)
    #expect(
      send.allTargets.count == 1 && contains(send.allTargets, sender)
        && clear.allTargets.count == 1 && contains(clear.allTargets, clearer),
      send.allTargets.isEmpty && clear.allTargets.isEmpty
        ? "Each of two buttons was given a target of its own, and \(nothingListed)"
        : """
        Each of the two buttons has one target of its own, but Send lists \
        \(names(of: send.allTargets)) and Clear lists \(names(of: clear.allTargets)). A \
        control's targets are its own: look at where ActionTable keeps its entries.
        """)
  }

  @Test("A control keeps its actions itself, in no application's windows")
  func nothingKeptInAnotherApp() {
    let scene = ComposeScene()
    let recorder = Recorder()
    scene.compose.sendButton.addTarget(
      recorder, action: Recorder.tapped, for: .primaryActionTriggered)
    scene.compose.draftField.insertText("see you at six")
    scene.compose.sendButton.tap()
    scene.compose.cancelItem.tap()

    // No test of this kata puts anything in the process's shared
    // application: every scene has an application of its own.
    let shared = Application.shared
    #expect(
      shared.windows.isEmpty && shared.delegate == nil && shared.actionRouteLog == nil,
      """
      Compose screens were shown, each in an application of its own, and their controls \
      wired and tapped. The process's shared application, which no screen was put in, \
      should be untouched, but it has \(counted(shared.windows.count, "window")), \
      \(shared.delegate == nil ? "no" : "a") delegate and \
      \(shared.actionRouteLog == nil ? "no" : "a") route log. A control's targets belong \
      to the control: look at where ActionTable keeps its entries.
      """)
  }
}
