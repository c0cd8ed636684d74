import HeadlessKit
import Testing

/// A target with actions of every accepted shape. Each action writes a line
/// to a log shared with the other targets of the test.
@MainActor
final class Controller {
  let name: String
  let log: EventLog

  init(_ name: String = "controller", log: EventLog = EventLog()) {
    self.name = name
    self.log = log
  }

  func refresh() {
    log.append("\(name).refresh")
  }

  func send(_ sender: Button) {
    log.append("\(name).send from \(sender.title)")
  }

  func changed(_ sender: Control) {
    log.append("\(name).changed from \(sender.summary)")
  }

  func sendOnce(_ sender: Button) {
    log.append("\(name).sendOnce")
    sender.removeTarget(self, for: .primaryActionTriggered)
  }
}

@MainActor
@Suite("Control target-action")
struct ControlTargetActionTests {
  @Test("An action reaches its target when its event happens")
  func actionReachesTarget() {
    let button = Button(title: "Send")
    let controller = Controller()
    button.addTarget(controller, action: Controller.refresh, for: .primaryActionTriggered)

    button.sendActions(for: .primaryActionTriggered)

    #expect(controller.log.events == ["controller.refresh"])
  }

  @Test("An action is not sent for other events")
  func otherEventsIgnored() {
    let control = Control()
    let controller = Controller()
    control.addTarget(controller, action: Controller.refresh, for: .valueChanged)

    control.sendActions(for: .primaryActionTriggered)
    control.sendActions(for: .editingDidEndOnExit)

    #expect(controller.log.events.isEmpty)
  }

  @Test("A registration for several events fires for each of them")
  func severalEventsOneRegistration() {
    let control = Control()
    let controller = Controller()
    control.addTarget(
      controller, action: Controller.refresh, for: [.valueChanged, .editingDidEndOnExit])

    control.sendActions(for: .valueChanged)
    control.sendActions(for: .editingDidEndOnExit)
    control.sendActions(for: .primaryActionTriggered)

    #expect(controller.log.events == ["controller.refresh", "controller.refresh"])
  }

  @Test("Sending several events at once calls a matching action once")
  func severalEventsAtOnce() {
    let control = Control()
    let controller = Controller()
    control.addTarget(
      controller, action: Controller.refresh, for: [.valueChanged, .primaryActionTriggered])

    control.sendActions(for: [.valueChanged, .primaryActionTriggered])

    #expect(controller.log.events == ["controller.refresh"])
  }

  @Test("Several targets for one event are called in the order they were added")
  func severalTargetsInOrder() {
    let log = EventLog()
    let button = Button(title: "Send")
    let first = Controller("first", log: log)
    let second = Controller("second", log: log)
    let third = Controller("third", log: log)
    button.addTarget(second, action: Controller.refresh, for: .primaryActionTriggered)
    button.addTarget(first, action: Controller.refresh, for: .primaryActionTriggered)
    button.addTarget(third, action: Controller.refresh, for: .primaryActionTriggered)

    button.tap()

    #expect(log.events == ["second.refresh", "first.refresh", "third.refresh"])
  }

  @Test("One target can register several actions; they run in the order added")
  func severalActionsOneTarget() {
    let button = Button(title: "Send")
    let controller = Controller()
    button.addTarget(controller, action: Controller.send, for: .primaryActionTriggered)
    button.addTarget(controller, action: Controller.refresh, for: .primaryActionTriggered)

    button.tap()

    #expect(controller.log.events == ["controller.send from Send", "controller.refresh"])
  }

  @Test("A zero-argument action is called without a sender")
  func zeroArgumentAction() {
    let button = Button(title: "Send")
    let controller = Controller()
    button.addTarget(controller, action: Controller.refresh, for: .primaryActionTriggered)

    button.tap()

    #expect(controller.log.events == ["controller.refresh"])
  }

  @Test("A sender-taking action gets the control that sent it, typed as that control")
  func senderAction() {
    let button = Button(title: "Cancel")
    let controller = Controller()
    button.addTarget(controller, action: Controller.send, for: .primaryActionTriggered)

    button.tap()

    #expect(controller.log.events == ["controller.send from Cancel"])
  }

  @Test("A sender-taking action may take a superclass of the control")
  func superclassSender() {
    let button = Button(title: "Send")
    let controller = Controller()
    button.addTarget(controller, action: Controller.changed, for: .primaryActionTriggered)

    button.tap()

    #expect(controller.log.events == ["controller.changed from Button \"Send\""])
  }

  @Test("A closure of the same shape works as an action")
  func closureAction() {
    let button = Button(title: "Send")
    let controller = Controller()
    button.addTarget(
      controller,
      action: { target in { sender in target.log.append("closure got \(sender.title)") } },
      for: .primaryActionTriggered)

    button.tap()

    #expect(controller.log.events == ["closure got Send"])
  }

}
