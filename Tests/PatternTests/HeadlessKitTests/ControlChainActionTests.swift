import HeadlessKit
import Testing

@MainActor
private protocol Publishing: Responder {
  func publish(_ sender: AnyObject?)
}

extension Action {
  fileprivate static let publish = Action("publish", Publishing.publish)
}

@MainActor
private final class EditorViewController: ViewController, Publishing {
  var senders: [AnyObject?] = []
  func publish(_ sender: AnyObject?) { senders.append(sender) }
}

@MainActor
private final class Publisher: Responder, Publishing {
  var count = 0
  func publish(_ sender: AnyObject?) { count += 1 }
}

/// A counter with an ordinary method-reference action, to check the two kinds
/// of registration live side by side.
@MainActor
private final class Counter {
  var taps = 0
  func tapped() { taps += 1 }
}

/// An editor screen in a key window of its own app, with a "Publish" button
/// deep inside it. The application owns the window, so it is kept here too.
@MainActor
private struct Editor {
  let application = Application()
  let screen = EditorViewController()
  let button = Button(title: "Publish")

  init() {
    let window = Window()
    window.rootViewController = screen
    window.makeKeyAndVisible(in: application)
    let toolbar = View()
    screen.view.addSubview(toolbar)
    toolbar.addSubview(button)
  }
}

@MainActor
@Suite("Control: actions with a nil target go up the responder chain")
struct ControlChainActionTests {
  @Test("A nil-target action reaches the first responder up the chain that handles it")
  func nilTargetReachesController() {
    let scene = Editor()
    let (editor, button) = (scene.screen, scene.button)
    button.addTarget(nil, action: .publish, for: .primaryActionTriggered)

    button.tap()

    #expect(editor.senders.count == 1)
    #expect((editor.senders.first ?? nil) === button)
  }

  @Test("A nil-target action is sent only for its events")
  func onlyItsEvents() {
    let scene = Editor()
    let (editor, button) = (scene.screen, scene.button)
    button.addTarget(nil, action: .publish, for: .valueChanged)

    button.tap()

    #expect(editor.senders.isEmpty)
  }

  @Test("A nil-target registration is not dropped as a dead target")
  func survivesSending() {
    let scene = Editor()
    let (editor, button) = (scene.screen, scene.button)
    button.addTarget(nil, action: .publish, for: .primaryActionTriggered)

    button.tap()
    button.tap()

    #expect(editor.senders.count == 2)
  }

  @Test("A typed action can also go to an explicit target, held weakly")
  func explicitTarget() {
    let scene = Editor()
    let (editor, button) = (scene.screen, scene.button)
    let publisher = Publisher()
    button.addTarget(publisher, action: .publish, for: .primaryActionTriggered)

    button.tap()

    #expect(publisher.count == 1)
    #expect(editor.senders.isEmpty)
    #expect(button.allTargets.map(ObjectIdentifier.init) == [ObjectIdentifier(publisher)])
  }

  @Test("An explicit target of a typed action is not kept alive by the control")
  func explicitTargetWeak() {
    let scene = Editor()
    let (editor, button) = (scene.screen, scene.button)
    weak var weakPublisher: Publisher?
    do {
      let publisher = Publisher()
      weakPublisher = publisher
      button.addTarget(publisher, action: .publish, for: .primaryActionTriggered)
    }

    button.tap()

    #expect(weakPublisher == nil)
    #expect(editor.senders.isEmpty)
  }

  @Test("Chain actions and method-reference actions run in the order they were added")
  func mixedOrder() {
    let scene = Editor()
    let (editor, button) = (scene.screen, scene.button)
    let counter = Counter()
    button.addTarget(counter, action: Counter.tapped, for: .primaryActionTriggered)
    button.addTarget(nil, action: .publish, for: .primaryActionTriggered)

    button.tap()

    #expect(counter.taps == 1)
    #expect(editor.senders.count == 1)
  }

  @Test("removeTarget(nil) stops the actions that go up the chain, and only those")
  func removeNilTarget() {
    let scene = Editor()
    let (editor, button) = (scene.screen, scene.button)
    let counter = Counter()
    button.addTarget(counter, action: Counter.tapped, for: .primaryActionTriggered)
    button.addTarget(nil, action: .publish, for: .primaryActionTriggered)

    button.removeTarget(nil, for: .primaryActionTriggered)
    button.tap()

    #expect(counter.taps == 1)
    #expect(editor.senders.isEmpty)
  }

  @Test("A control's sendAction answers whether anyone handled the action")
  func sendActionAnswers() {
    let scene = Editor()
    let button = scene.button
    let stray = Button(title: "Publish")

    #expect(button.sendAction(.publish, to: nil))
    #expect(!stray.sendAction(.publish, to: nil))
  }
}
