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
      A closure was added for the completed tap, and the caller kept nothing of it. One \
      tap should have run it once, with the button, but the calls were \(log.calls). Look \
      in ComposeControls/ClosureActions.swift: who keeps the action alive, and how a tap \
      reaches it.
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
      log.calls.isEmpty
        ? "Two closures were added, and a tap ran neither. \(noClosureRan)"
        : """
        One closure was added for the completed tap, then one for the finger coming down. \
        The touch-down closure should have run first, then the tap's, each once; the calls \
        were \(log.calls). Look at which event each closure action ends up listening for.
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
      log.calls.isEmpty
        ? "Of two closures and a target, one closure was removed. \(nothingRan)"
        : !log.calls.contains("kept")
          ? """
          Of two closures and a target, the second closure was removed; a tap ran \
          \(log.calls), not even the closure that was kept: see the first test of this step.
          """
          : """
          Of two closures and a target, the second closure was removed, though its caller \
          still holds the action (as a screen would, to remove it). A tap should have run the \
          rest and not it; the calls were \(log.calls). Look at what removing an action \
          changes, and what it leaves for a tap to find.
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
      A closure action is on the button, and its caller kept nothing of it; what the \
      closure captured should stay alive while the action is there, but it has gone. \
      Look at who keeps a closure action alive.
      """)

    button.removeAction(action)

    #expect(
      weakCaptured == nil,
      """
      The action was removed, yet what its closure captured is still alive: something \
      still holds the closure. Look at everything that holds the action or its closure \
      once it is removed.
      """)
  }

  @Test("A removed action is let go once its caller drops it too")
  func removedActionIsFreed() {
    let button = ActionButton(title: "Send")
    weak var weakAction: ClosureAction?
    for _ in 0..<3 {
      let action = button.addAction(for: .primaryActionTriggered) { _ in }
      weakAction = action
      button.removeAction(action)
    }

    #expect(
      weakAction == nil,
      """
      A closure action was added and removed three times, and its caller let go of it each \
      time, yet the last one is still alive; the button's targets are now \
      \(names(of: button.allTargets)). The button keeps actions that can never run again, \
      one more for every action added and removed: look at what the button still holds \
      of an action once it is removed.
      """)
  }
}

/// Said when no closure action ran at all: see the first test of the step.
let noClosureRan = """
  Look in ComposeControls/ClosureActions.swift: who keeps an action alive, and how a \
  tap reaches it (the first test of this step).
  """

/// Said when the Send button still has the starter's onTap closure, which
/// holds the screen whatever Clear does.
let stillOnTap = """
  The Send button still has its onTap closure, which captures the screen strongly: \
  see steps 3 and 5.
  """

/// Said when Clear's closure is what is left to look at.
let clearHolds = """
  The Clear button keeps its closure alive, and the closure keeps whatever it \
  captures: look at what Clear's closure holds.
  """

/// Said when Clear's closure holds the screen on some way out but not another.
let clearHoldsOnEveryPath = """
  Cancel is not the only way out, and an app can go without ever closing the screen: \
  look at what Clear's closure holds, and whether it lets go only when the screen \
  leaves a certain way.
  """

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
