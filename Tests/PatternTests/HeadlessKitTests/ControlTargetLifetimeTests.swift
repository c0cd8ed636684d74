import HeadlessKit
import Testing

@MainActor
@Suite("Control target-action: weak targets, removing them, and changes while sending")
struct ControlTargetLifetimeTests {
  @Test("A control holds its targets weakly: it never keeps its controller alive")
  func targetsAreWeak() {
    let button = Button(title: "Send")
    weak var weakController: Controller?
    do {
      let controller = Controller()
      weakController = controller
      button.addTarget(controller, action: Controller.refresh, for: .primaryActionTriggered)
      button.addTarget(controller, action: Controller.send, for: .primaryActionTriggered)
    }

    #expect(weakController == nil)
  }

  @Test("An action whose target is gone is skipped and the control keeps working")
  func releasedTargetSkipped() {
    let log = EventLog()
    let button = Button(title: "Send")
    let survivor = Controller("survivor", log: log)
    weak var weakGone: Controller?
    do {
      let gone = Controller("gone", log: log)
      weakGone = gone
      button.addTarget(gone, action: Controller.refresh, for: .primaryActionTriggered)
    }
    button.addTarget(survivor, action: Controller.refresh, for: .primaryActionTriggered)

    button.tap()
    button.tap()

    #expect(weakGone == nil)
    #expect(log.events == ["survivor.refresh", "survivor.refresh"])
    #expect(button.allTargets.map(ObjectIdentifier.init) == [ObjectIdentifier(survivor)])
  }

  @Test("removeTarget stops only the given events for that target")
  func removeSomeEvents() {
    let control = Control()
    let controller = Controller()
    control.addTarget(
      controller, action: Controller.refresh, for: [.valueChanged, .primaryActionTriggered])

    control.removeTarget(controller, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .primaryActionTriggered)

    #expect(controller.log.events == ["controller.refresh"])
    #expect(control.events(forTarget: controller) == .primaryActionTriggered)
  }

  @Test("removeTarget for all of a target's events forgets the target")
  func removeAllEvents() {
    let control = Control()
    let controller = Controller()
    control.addTarget(controller, action: Controller.refresh, for: .valueChanged)

    control.removeTarget(controller, for: [.valueChanged, .primaryActionTriggered])
    control.sendActions(for: .valueChanged)

    #expect(controller.log.events.isEmpty)
    #expect(control.allTargets.isEmpty)
    #expect(control.events(forTarget: controller).isEmpty)
  }

  @Test("removeTarget leaves other targets untouched")
  func removeLeavesOthers() {
    let log = EventLog()
    let button = Button(title: "Send")
    let leaving = Controller("leaving", log: log)
    let staying = Controller("staying", log: log)
    button.addTarget(leaving, action: Controller.refresh, for: .primaryActionTriggered)
    button.addTarget(staying, action: Controller.refresh, for: .primaryActionTriggered)

    button.removeTarget(leaving, for: .primaryActionTriggered)
    button.tap()

    #expect(log.events == ["staying.refresh"])
  }

  @Test("A disabled control sends nothing")
  func disabledSendsNothing() {
    let button = Button(title: "Send")
    let controller = Controller()
    button.addTarget(controller, action: Controller.refresh, for: .primaryActionTriggered)

    button.isEnabled = false
    button.sendActions(for: .primaryActionTriggered)

    #expect(controller.log.events.isEmpty)
  }

  @Test("A control that is enabled again sends its actions again")
  func reenabled() {
    let button = Button(title: "Send")
    let controller = Controller()
    button.addTarget(controller, action: Controller.refresh, for: .primaryActionTriggered)
    button.isEnabled = false
    button.tap()

    button.isEnabled = true
    button.tap()

    #expect(controller.log.events == ["controller.refresh"])
  }

  @Test("An action that removes its own target while sending is safe")
  func removeSelfWhileSending() {
    let log = EventLog()
    let button = Button(title: "Send")
    let once = Controller("once", log: log)
    let always = Controller("always", log: log)
    button.addTarget(once, action: Controller.sendOnce, for: .primaryActionTriggered)
    button.addTarget(always, action: Controller.refresh, for: .primaryActionTriggered)

    button.tap()
    button.tap()

    #expect(log.events == ["once.sendOnce", "always.refresh", "always.refresh"])
    #expect(button.allTargets.map(ObjectIdentifier.init) == [ObjectIdentifier(always)])
  }

  @Test("A target added while sending is first called on the next event")
  func addWhileSending() {
    let log = EventLog()
    let button = Button(title: "Send")
    let first = Controller("first", log: log)
    let late = Controller("late", log: log)
    button.addTarget(
      first,
      action: { target in
        { sender in
          target.refresh()
          sender.addTarget(late, action: Controller.refresh, for: .primaryActionTriggered)
        }
      },
      for: .primaryActionTriggered)

    button.tap()
    #expect(log.events == ["first.refresh"])

    log.append("-- second tap")
    button.removeTarget(first, for: .primaryActionTriggered)
    button.tap()
    #expect(log.events == ["first.refresh", "-- second tap", "late.refresh"])
  }

  @Test("allTargets lists each live target once, in the order first added")
  func allTargets() {
    let control = Control()
    let first = Controller("first")
    let second = Controller("second")
    control.addTarget(first, action: Controller.refresh, for: .valueChanged)
    control.addTarget(second, action: Controller.refresh, for: .valueChanged)
    control.addTarget(first, action: Controller.changed, for: .primaryActionTriggered)

    let targets = control.allTargets.map(ObjectIdentifier.init)

    #expect(targets == [ObjectIdentifier(first), ObjectIdentifier(second)])
  }

  @Test("events(forTarget:) joins every event the target is registered for")
  func eventsForTarget() {
    let control = Control()
    let controller = Controller()
    let stranger = Controller()
    control.addTarget(controller, action: Controller.refresh, for: .valueChanged)
    control.addTarget(controller, action: Controller.changed, for: .editingDidEndOnExit)

    #expect(control.events(forTarget: controller) == [.valueChanged, .editingDidEndOnExit])
    #expect(control.events(forTarget: stranger).isEmpty)
  }
}
