import HeadlessKit
import Testing

@MainActor
@Suite("A view not in a window: the severed chain")
struct SeveredChainTests {
  @Test("A screen not shown yet has a chain that ends at its view controller")
  func chainEndsAtController() {
    let controller = ViewController()
    let button = Button(title: "Save")
    controller.view.addSubview(button)

    #expect(button.responderChain.last === controller)
    #expect(button.window == nil)
  }

  @Test("An action sent from a view not in a window never reaches the app's responders")
  func notInWindowUnhandled() {
    let scene = ChainScene()
    let saver = SavingResponder()
    scene.appDelegate.after = saver
    let offscreen = ViewController()
    let button = Button(title: "Save")
    offscreen.view.addSubview(button)

    #expect(!button.sendAction(.save, to: nil))
    #expect(!scene.application.sendAction(.save, to: nil, from: button))
    #expect(saver.senders.isEmpty)
  }

  @Test("The same view, once its screen is in the window, reaches them")
  func inWindowHandled() {
    let scene = ChainScene()
    let saver = SavingResponder()
    scene.appDelegate.after = saver
    let screen = ViewController()
    let button = Button(title: "Save")
    screen.view.addSubview(button)

    scene.window.rootViewController = screen

    #expect(button.sendAction(.save, to: nil))
    #expect(saver.senders.count == 1)
  }

  @Test("A view not in a window still reaches a handler on its own severed chain")
  func severedChainStillWalks() {
    let screen = SavingViewController()
    let button = Button(title: "Save")
    screen.view.addSubview(button)

    #expect(button.sendAction(.save, to: nil))
    #expect(screen.senders.count == 1)
  }

  @Test("A responder's sendAction goes through its window's application")
  func responderSendsThroughItsApplication() {
    let scene = ChainScene()
    var visited: [Responder] = []
    scene.application.actionRouteLog = { responder, _ in visited.append(responder) }

    scene.controller.sendAction(.save, to: nil)

    #expect(visited.first === scene.controller)
    #expect(visited.last === scene.appDelegate)
  }
}
