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
      log.calls.isEmpty
        ? "Three targets were added for the completed tap. \(nothingRan)"
        : """
        Three targets were added for the completed tap, "second", "first", "third" in that \
        order. One tap should have called all three, in that order; the calls were \
        \(log.calls). Look at how ActionTable stores a new entry next to the ones it has, \
        and which of them a send runs.
        """)
  }

  @Test("Targets for the finger coming down are called in the order they were added too")
  func touchDownTargetsInOrder() {
    let button = ActionButton(title: "Send")
    let log = CallLog()
    let recorders = ["second", "first", "third"].map { Recorder($0, log: log) }
    for recorder in recorders {
      button.addTarget(recorder, action: Recorder.touchedDown, for: .touchDown)
    }

    button.tap()

    #expect(
      log.calls == [
        "second.touchedDown from Send", "first.touchedDown from Send",
        "third.touchedDown from Send",
      ],
      log.calls.isEmpty
        ? "Three targets were added for the finger coming down. \(nothingRan)"
        : """
        Three targets were added for the finger coming down (.touchDown), "second", \
        "first", "third" in that order. One tap should have called all three, in that \
        order, as for the completed tap; the calls were \(log.calls). Every event keeps \
        the order its targets were added in: look at how ActionTable picks the entries a \
        send runs, and in which order.
        """)
    withExtendedLifetime(recorders) {}
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
      recorder.log.calls.isEmpty
        ? "One target was added twice for the completed tap. \(nothingRan)"
        : """
        One target was added twice for the completed tap, with two different actions. A \
        tap should have run both, in the order added; the calls were \
        \(recorder.log.calls). Look at what ActionTable does when a target it has already \
        is added again.
        """)
    #expect(
      button.allTargets.count == 1,
      button.allTargets.isEmpty
        ? "One target was added with two actions, and \(nothingListed)"
        : """
        One target with two actions is still one target, but allTargets lists \
        \(names(of: button.allTargets)). Look at how ActionTable.allTargets leaves out a \
        target it has listed already.
        """)
  }

  @Test("Three targets of the same kind are three targets, each listed once")
  func sameKindThreeTargets() {
    let button = ActionButton(title: "Send")
    let recorders = [Recorder("a"), Recorder("b"), Recorder("c")]
    for recorder in recorders {
      button.addTarget(recorder, action: Recorder.tapped, for: .primaryActionTriggered)
    }
    button.addTarget(recorders[1], action: Recorder.touchedDown, for: .touchDown)

    let listed = button.allTargets
    #expect(
      listed.count == 3 && zip(listed, recorders).allSatisfy { $0 === $1 },
      listed.isEmpty
        ? "Three objects of one class were added as targets, and \(nothingListed)"
        : """
        Three different objects of one class were added as targets (the second one \
        twice), so allTargets should list the three, each once, in the order first added; \
        it lists \(listed.count): \(names(of: listed)). A target is an object: look at how \
        ActionTable.allTargets tells one target from another.
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
      log.calls.isEmpty
        ? "A toolbar item had two targets and was tapped. \(nothingRan)"
        : """
        A toolbar item had two targets and was tapped once: both should have been called, \
        in order, with the item as sender; the calls were \(log.calls). If buttons work \
        and items do not, look in ActionTable for something that only works for one kind \
        of sender.
        """)
  }

  @Test("A target added during a tap hears the next tap, not the one under way")
  func addedDuringATap() {
    let button = ActionButton(title: "Send")
    let log = CallLog()
    let latecomer = Recorder("latecomer", log: log)
    let host = Host(bringing: latecomer, log: log)
    button.addTarget(host, action: Host.tapped, for: .primaryActionTriggered)

    button.tap()
    let firstTap = log.calls
    button.tap()

    #expect(
      firstTap == ["host.tapped from Send"]
        && log.calls == [
          "host.tapped from Send", "host.tapped from Send", "latecomer.tapped from Send",
        ],
      log.calls.isEmpty
        ? "A button with one target was tapped twice. \(nothingRan)"
        : """
        A target added another target to the button while the button was calling it. The \
        event under way should reach the targets there were when it happened, and the new \
        one from the next event on: the first tap should have called only the first \
        target, and the second tap both. The first tap called \(firstTap), and both taps \
        together \(log.calls). Look at which list of entries a send walks while an action \
        changes it.
        """)
  }
}

/// A target that, the first time it is called, adds another target to the
/// button that called it.
@MainActor
final class Host {
  let guest: Recorder
  let log: CallLog
  private var brought = false

  init(bringing guest: Recorder, log: CallLog) {
    self.guest = guest
    self.log = log
  }

  func tapped(_ sender: ActionButton) {
    log.calls.append("host.tapped from \(sender.title)")
    guard !brought else { return }
    brought = true
    sender.addTarget(guest, action: Recorder.tapped, for: .primaryActionTriggered)
  }
}
