import HeadlessKit
import Testing

@testable import ComposeApp
@testable import ComposeControls

@Suite("5. A closed screen is not kept alive by its controls")
@MainActor
struct Step5 {
  @Test("The table does not keep a target alive, whatever its event, and skips it once gone")
  func tableHoldsTargetsWeakly() {
    for event in [ControlEvent.primaryActionTriggered, .touchDown] {
      let button = ActionButton(title: "Send")
      let log = CallLog()
      let survivor = Recorder("survivor", log: log)
      weak var weakGone: Recorder?
      do {
        let gone = Recorder("gone", log: log)
        weakGone = gone
        button.addTarget(gone, action: Recorder.tapped, for: event)
      }
      button.addTarget(survivor, action: Recorder.tapped, for: event)

      button.tap()

      #expect(
        weakGone == nil,
        """
        A target registered for \(event) that nobody but the button refers to is still \
        alive: the button keeps it. A control must never keep its target alive, whatever \
        the event, or it keeps its screen. Look at how ActionTable holds the target of an \
        entry, and at what its stored closure captures.
        """)
      #expect(
        log.calls == ["survivor.tapped from Send"],
        log.calls.isEmpty
          ? "Of two targets for \(event), one had gone. \(nothingRan)"
          : """
          Of two targets for \(event), one had gone; a tap should have called only the \
          survivor, but the calls were \(log.calls). Look at what ActionTable does with an \
          entry whose target has gone.
          """)
    }
  }

  @Test("A screen is let go as any other target is, whatever its event")
  func screenTargetHeldWeakly() {
    for event in [ControlEvent.primaryActionTriggered, .touchDown] {
      let button = ActionButton(title: "Send")
      let log = CallLog()
      weak var weakScreen: ListeningScreen?
      do {
        let screen = ListeningScreen(log: log)
        weakScreen = screen
        button.addTarget(screen, action: ListeningScreen.heard, for: event)
        button.tap()
      }

      #expect(
        weakScreen == nil && log.calls == ["heard Send"],
        weakScreen == nil && log.calls.isEmpty
          ? "A screen listened to a button for \(event), and a tap never reached it. \(nothingRan)"
          : """
          A screen (a view controller) listened to a button for \(event) and heard \
          \(log.calls) from one tap; then nobody but the button referred to it, and it is \
          \(weakScreen == nil ? "gone" : "still alive"). A control lets go of a screen as \
          it lets go of any other target, whatever the event: look for a target that \
          ActionTable holds differently from the others.
          """)
    }
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
      log.calls.isEmpty
        ? "Between two live targets sat one that nobody held any more. \(nothingRan)"
        : """
        Between two live targets sat one that nobody held any more. A tap should have \
        skipped it and still called the others, in order, but the calls were \(log.calls). \
        One screen closing must not cut off everyone else's actions: look at what \
        ActionTable does when it meets a target that has gone.
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
      The compose screen is still alive after everyone let go of it, though its controls \
      live on: something a control holds keeps the screen. Look for a closure that \
      captures the screen, and at how ActionTable holds its targets.
      """)

    sendButton.tap()
    cancelItem.tap()
    #expect(
      outbox.sent.isEmpty,
      """
      The controls of a screen that has gone were tapped, and the outbox got \
      \(outbox.sent). Once its screen has gone, a control's tap should do nothing: look \
      at what still reaches the outbox from a control.
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
      Cancel closed the compose screen's window, yet the screen stayed in memory. Look \
      for something the screen owns that holds it: a closure that captures it, or a \
      control that keeps its target.
      """)
  }

  @Test("A screen that sent a draft is freed however it goes: window closed, replaced, app let go")
  func freedOnEveryPath() {
    for path in ClosingPath.allCases {
      weak var weakCompose: ComposeViewController?
      let survivor = ComposeScene()
      do {
        let scene = ComposeScene()
        weakCompose = scene.compose
        scene.compose.draftField.insertText("see you at six")
        scene.compose.sendButton.tap()
        path.close(scene)
      }

      #expect(
        weakCompose == nil,
        """
        A compose screen sent a draft, then \(path.story), and nothing else holds it, yet \
        it is still alive. A screen must go however it is closed, not only through its \
        own Cancel, and even when it is never closed at all: look for something that \
        holds the screen while it is on show, or lets go of it only on one path.
        """)
      survivor.compose.draftField.insertText("still here")
      survivor.compose.sendButton.tap()
      #expect(
        survivor.outbox.sent == ["still here"],
        """
        Another compose screen was closed (\(path.story)); this one should still send, \
        but its outbox holds \(survivor.outbox.sent). \
        \(survivor.compose.sendButton.allTargets.isEmpty
          ? "Its Send button lists no target: see step \(tableListsTargets() ? 3 : 1)."
          : "Closing one screen must leave the others alone.")
        """)
    }
  }
}
