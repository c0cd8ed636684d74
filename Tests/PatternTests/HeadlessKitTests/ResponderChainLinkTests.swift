import HeadlessKit
import Testing

/// An application delegate that is also a responder, so it is the last link.
@MainActor
private final class ResponderAppDelegate: Responder, ApplicationDelegate {}

/// An application delegate that is a plain object, so the chain ends before it.
@MainActor
private final class PlainAppDelegate: ApplicationDelegate {}

@MainActor
@Suite("Responder chain: each link's next responder")
struct ResponderChainLinkTests {
  @Test("A plain responder has no next responder")
  func plainResponder() {
    let responder = Responder()

    #expect(responder.next == nil)
    #expect(responder.responderChain.count == 1)
  }

  @Test("A subview's next responder is its superview")
  func subviewNext() {
    let parent = View()
    let child = View()
    parent.addSubview(child)

    #expect(child.next === parent)
  }

  @Test("A view with no superview and no controller ends the chain")
  func loneViewEndsChain() {
    #expect(View().next == nil)
  }

  @Test("A controller's root view has the controller as its next responder")
  func rootViewNext() {
    let controller = ViewController()

    #expect(controller.view.next === controller)
  }

  @Test("A root view's next stays its controller even inside a window")
  func rootViewInWindowNext() {
    let controller = ViewController()
    let window = Window()
    window.rootViewController = controller

    #expect(controller.view.superview === window)
    #expect(controller.view.next === controller)
  }

  @Test("A view replaced as a controller's root goes back to its superview as next")
  func replacedRootView() {
    let controller = ViewController()
    let parent = View()
    let oldRoot = controller.view
    parent.addSubview(oldRoot)

    controller.view = View()

    #expect(oldRoot.next === parent)
    #expect(controller.view.next === controller)
  }

  @Test("A controller whose view is in no superview has no next responder")
  func controllerOutsideWindow() {
    let controller = ViewController()
    _ = controller.view

    #expect(controller.next == nil)
  }

  @Test("A controller's next responder is the view its root view sits in")
  func controllerNextIsWindow() {
    let controller = ViewController()
    let window = Window()

    window.rootViewController = controller

    #expect(controller.next === window)
  }

  @Test("Asking a controller for its next responder does not load its view")
  func nextDoesNotLoad() {
    let controller = ViewController()

    _ = controller.next

    #expect(!controller.isViewLoaded)
  }

  @Test("A window's next responder is its application")
  func windowNext() {
    let application = Application()
    let window = Window()

    window.makeKeyAndVisible(in: application)

    #expect(window.next === application)
  }

  @Test("A window that was never shown has no next responder")
  func unshownWindow() {
    #expect(Window().next == nil)
  }

  @Test("The application's next responder is its delegate when that is a responder")
  func applicationNextIsDelegate() {
    let application = Application()
    let delegate = ResponderAppDelegate()
    application.delegate = delegate

    #expect(application.next === delegate)
  }

  @Test("The chain ends at the application when its delegate is not a responder")
  func applicationEndsChain() {
    let application = Application()
    let delegate = PlainAppDelegate()
    application.delegate = delegate

    #expect(application.next == nil)
  }

  @Test("The whole chain runs from a button up to the app delegate, link by link")
  func wholeChain() {
    let application = Application()
    let delegate = ResponderAppDelegate()
    application.delegate = delegate
    let controller = ViewController()
    let window = Window()
    window.rootViewController = controller
    window.makeKeyAndVisible(in: application)
    let form = View()
    let button = Button(title: "Send")
    controller.view.addSubview(form)
    form.addSubview(button)

    let chain = button.responderChain.map(ObjectIdentifier.init)

    let expected: [Responder] = [
      button, form, controller.view, controller, window, application, delegate,
    ]
    #expect(chain == expected.map(ObjectIdentifier.init))
    #expect(
      button.responderChain.map(\.summary) == [
        "Button \"Send\"", "View (0, 0, 0, 0)", "View (0, 0, 320, 480)", "ViewController",
        "Window (0, 0, 320, 480)", "Application", "ResponderAppDelegate",
      ])
  }
}
