import HeadlessKit
import Testing

@MainActor
@Suite("Debugging the chain: printing it from any responder")
struct ResponderChainDescriptionTests {
  @Test("The description numbers every link from the responder to the end of the chain")
  func wholeChain() {
    let application = Application()
    let controller = ViewController()
    let window = Window()
    window.rootViewController = controller
    window.makeKeyAndVisible(in: application)
    let button = Button(title: "Send")
    controller.view.addSubview(button)

    #expect(
      button.responderChainDescription == """
        1. Button "Send"
        2. View (0, 0, 320, 480)
        3. ViewController
        4. Window (0, 0, 320, 480)
        5. Application
        """)
  }

  @Test("A view not in a window shows a chain that stops at its controller")
  func severed() {
    let controller = ViewController()
    let button = Button(title: "Send")
    controller.view.addSubview(button)

    #expect(button.responderChainDescription.split(separator: "\n").last == "3. ViewController")
  }

  @Test("Control events print by name")
  func eventNames() {
    #expect(Control.Event.valueChanged.description == ".valueChanged")
    #expect(
      Control.Event([.primaryActionTriggered, .editingChanged]).description
        == "[.primaryActionTriggered, .editingChanged]")
  }
}
