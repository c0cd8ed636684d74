import HeadlessKit
import Testing

@testable import ComposeApp
@testable import ComposeControls

@Suite("5. A closed screen is not kept alive by its controls")
@MainActor
struct Step5 {
  @Test("The table does not keep a target alive, and skips it once it has gone")
  func tableHoldsTargetsWeakly() {
    let button = ActionButton(title: "Send")
    let log = CallLog()
    let survivor = Recorder("survivor", log: log)
    weak var weakGone: Recorder?
    do {
      let gone = Recorder("gone", log: log)
      weakGone = gone
      button.addTarget(gone, action: Recorder.tapped, for: .primaryActionTriggered)
    }
    button.addTarget(survivor, action: Recorder.tapped, for: .primaryActionTriggered)

    button.tap()

    #expect(
      weakGone == nil,
      """
      A target that nobody else holds is still alive: the ActionTable keeps it. Each entry \
      in ActionTable should hold its target weakly, so a control never keeps a screen \
      alive.
      """)
    #expect(
      log.calls == ["survivor.tapped from Send"],
      """
      Only the survivor should be called, not the target that nobody else held; the calls \
      were \(log.calls). In sendActions(for:from:), skip entries whose target has become nil.
      """)
  }

  @Test("A target that has gone is skipped, and the targets after it are still called")
  func othersOutliveAGoneTarget() {
    let item = ToolbarItem(title: "Cancel")
    let log = CallLog()
    let first = Recorder("first", log: log)
    let last = Recorder("last", log: log)
    item.addTarget(first, action: Recorder.itemTapped, for: .primaryActionTriggered)
    do {
      let gone = Recorder("gone", log: log)
      item.addTarget(gone, action: Recorder.itemTapped, for: .primaryActionTriggered)
    }
    item.addTarget(last, action: Recorder.itemTapped, for: .primaryActionTriggered)

    item.tap()

    #expect(
      log.calls == ["first.itemTapped from Cancel", "last.itemTapped from Cancel"],
      """
      Between two live targets sat one that nobody held any more. A tap should skip it \
      and still call the others, in order, but the calls were \(log.calls). In \
      sendActions(for:from:), move on to the next entry when a target has gone; one \
      screen closing must not cut off everyone else's actions.
      """)
  }

  @Test("A screen nobody holds any more is freed, though its controls live on")
  func closedScreenIsFreed() {
    let outbox = Outbox()
    weak var weakCompose: ComposeViewController?
    let sendButton: ActionButton
    let cancelItem: ToolbarItem
    do {
      let compose = ComposeViewController(outbox: outbox)
      compose.loadViewIfNeeded()
      weakCompose = compose
      sendButton = compose.sendButton
      cancelItem = compose.cancelItem
    }

    #expect(
      weakCompose == nil,
      """
      The compose screen is still alive after everyone let go of it, so something it owns \
      holds it strongly: a closure that captures self (such as the Send button's old onTap \
      closure), or an ActionTable that keeps its targets strongly. Controls should reach \
      the screen only through targets held weakly.
      """)

    sendButton.tap()
    cancelItem.tap()
    #expect(
      outbox.sent.isEmpty,
      """
      Tapping the controls of a screen that has gone still did something: the outbox got \
      \(outbox.sent). With weak targets, a late tap finds nil and does nothing.
      """)
  }

  @Test("A dismissed screen is freed when its window goes")
  func dismissedScreenIsFreed() {
    let application = Application()
    weak var weakCompose: ComposeViewController?
    do {
      let compose = ComposeViewController(outbox: Outbox())
      let window = Window()
      window.rootViewController = compose
      window.makeKeyAndVisible(in: application)
      weakCompose = compose
      compose.cancelItem.tap()
    }

    #expect(
      weakCompose == nil,
      """
      After Cancel closed its window, the compose screen stayed in memory. Look for a strong \
      reference to it from something it owns: a closure that captures self, or an \
      ActionTable that keeps its targets strongly.
      """)
  }
}
