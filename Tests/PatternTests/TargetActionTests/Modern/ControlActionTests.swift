import HeadlessKit
import Testing

@testable import TargetAction

/// Closure actions on a control: what runs, when, for how long, and what
/// the control keeps alive because of them.
@MainActor
@Suite("Closure actions on a control")
struct ControlActionTests {
  @Test("An action runs for its own events, with the control typed as itself")
  func runsForItsEvents() {
    let field = TextField()
    var seen: [String] = []
    field.addAction(for: .editingChanged) { seen.append("changed: \($0.text)") }
    field.addAction(for: .editingDidEndOnExit) { seen.append("return: \($0.text)") }

    field.insertText("hi")
    field.pressReturn()

    #expect(seen == ["changed: hi", "return: hi"])
  }

  @Test("Actions and targets for one event run in the order they were added")
  func orderWithTargets() {
    let button = Button(title: "Send")
    let target = Target()
    var order: [String] = []
    target.onTap = { order.append("target") }
    button.addAction(for: .primaryActionTriggered) { _ in order.append("first action") }
    button.addTarget(target, action: Target.tapped, for: .primaryActionTriggered)
    button.addAction(for: .primaryActionTriggered) { _ in order.append("second action") }

    button.tap()

    #expect(order == ["first action", "target", "second action"])
  }

  @Test("The control keeps its actions alive: nobody else has to")
  func controlOwnsItsActions() {
    let button = Button(title: "Send")
    var taps = 0
    weak var weakAction: ControlAction?
    do {
      weakAction = button.addAction(for: .primaryActionTriggered) { _ in taps += 1 }
    }

    button.tap()

    #expect(weakAction != nil)
    #expect(taps == 1)
  }

  @Test("A removed action stops running and is let go; the others carry on")
  func removal() {
    let button = Button(title: "Send")
    var seen: [String] = []
    button.addAction(for: .primaryActionTriggered) { _ in seen.append("kept") }
    weak var weakRemoved: ControlAction?
    do {
      let removed = button.addAction(for: .primaryActionTriggered) { _ in seen.append("removed") }
      weakRemoved = removed
      button.removeAction(removed, for: .primaryActionTriggered)
    }

    button.tap()

    #expect(seen == ["kept"])
    #expect(weakRemoved == nil)
  }

  @Test("Removing an action for one of its events keeps it for the others")
  func partialRemoval() {
    let field = TextField()
    var count = 0
    let action = field.addAction(for: [.editingChanged, .editingDidEndOnExit]) { _ in count += 1 }

    field.removeAction(action, for: .editingChanged)
    field.insertText("a")
    field.pressReturn()

    #expect(count == 1)
  }

  @Test("A disabled control runs no actions")
  func disabledRunsNothing() {
    let button = Button(title: "Send")
    var taps = 0
    button.addAction(for: .primaryActionTriggered) { _ in taps += 1 }
    button.isEnabled = false

    button.tap()

    #expect(taps == 0)
  }
}

/// A plain target, to mix with closure actions.
@MainActor
private final class Target {
  var onTap: () -> Void = {}
  func tapped() { onTap() }
}
