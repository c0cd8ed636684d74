import HeadlessKit
import Testing

@MainActor
protocol Saving: Responder {
  func save(_ sender: AnyObject?)
}

extension Action {
  static let save = Action("save", Saving.save)
}

/// A responder that handles `.save` and writes down each call and its sender.
@MainActor
final class SavingResponder: Responder, Saving {
  var senders: [AnyObject?] = []
  func save(_ sender: AnyObject?) { senders.append(sender) }
}

/// A view controller that handles `.save`.
@MainActor
final class SavingViewController: ViewController, Saving {
  var senders: [AnyObject?] = []
  func save(_ sender: AnyObject?) { senders.append(sender) }
}

/// An application delegate that is a responder, so the chain reaches it; it
/// can put one more responder after itself.
@MainActor
final class ChainAppDelegate: Responder, ApplicationDelegate {
  var after: Responder?
  override var next: Responder? { after }
}

/// A text field that accepts the focus, in a form, in a controller's view,
/// in a key window of its own app: the usual chain, ready to send from.
@MainActor
struct ChainScene {
  let application = Application()
  let appDelegate = ChainAppDelegate()
  let window = Window()
  let controller: ViewController
  let form = View()
  let field = TextField(placeholder: "Title")
  let button = Button(title: "Save")

  init(controller: ViewController = ViewController()) {
    self.controller = controller
    application.delegate = appDelegate
    window.rootViewController = controller
    window.makeKeyAndVisible(in: application)
    controller.view.addSubview(form)
    form.addSubview(field)
    form.addSubview(button)
  }
}

@MainActor
@Suite("Application.sendAction: to a target, or up the chain")
struct SendActionTests {
  @Test("A nil-target action walks up from the sender to the first responder that handles it")
  func walksToHandler() {
    let scene = ChainScene(controller: SavingViewController())
    let controller = scene.controller as? SavingViewController

    let handled = scene.application.sendAction(.save, to: nil, from: scene.button)

    #expect(handled)
    #expect(controller?.senders.count == 1)
    #expect((controller?.senders.first ?? nil) === scene.button)
  }

  @Test("The walk starts at the key window's first responder when there is one")
  func startsAtFirstResponder() {
    let scene = ChainScene()
    let otherForm = View()
    let otherField = TextField()
    scene.controller.view.addSubview(otherForm)
    otherForm.addSubview(otherField)
    otherField.becomeFirstResponder()
    var visited: [Responder] = []
    scene.application.actionRouteLog = { responder, _ in visited.append(responder) }

    scene.application.sendAction(.save, to: nil, from: scene.button)

    #expect(visited.first === otherField)
    #expect(visited.dropFirst().first === otherForm)
  }

  @Test("With no first responder the walk starts at the sender")
  func startsAtSender() {
    let scene = ChainScene()
    var visited: [Responder] = []
    scene.application.actionRouteLog = { responder, _ in visited.append(responder) }

    scene.application.sendAction(.save, to: nil, from: scene.button)

    let expected: [Responder] = [
      scene.button, scene.form, scene.controller.view, scene.controller, scene.window,
      scene.application, scene.appDelegate,
    ]
    #expect(visited.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
  }

  @Test("Nobody handling the action returns false, after asking every link")
  func unhandledReturnsFalse() {
    let scene = ChainScene()
    var answers: [Bool] = []
    scene.application.actionRouteLog = { _, handled in answers.append(handled) }

    #expect(!scene.application.sendAction(.save, to: nil, from: scene.button))
    #expect(answers == Array(repeating: false, count: 7))
  }

  @Test("A responder placed after the app delegate is the chain's last link")
  func responderAfterAppDelegate() {
    let scene = ChainScene()
    let saver = SavingResponder()
    scene.appDelegate.after = saver

    #expect(scene.application.sendAction(.save, to: nil, from: scene.button))
    #expect(saver.senders.count == 1)
    #expect(scene.button.responderChain.last === saver)
  }

  @Test("The nearest handler wins and the walk stops there")
  func nearestWins() {
    let scene = ChainScene(controller: SavingViewController())
    let saver = SavingResponder()
    scene.appDelegate.after = saver
    var visited: [Responder] = []
    scene.application.actionRouteLog = { responder, _ in visited.append(responder) }

    scene.application.sendAction(.save, to: nil, from: scene.button)

    #expect(saver.senders.isEmpty)
    #expect(visited.last === scene.controller)
  }

  @Test("sendAction is synchronous: the handler has run when it returns")
  func synchronous() {
    let scene = ChainScene()
    let saver = SavingResponder()
    scene.appDelegate.after = saver

    let handled = scene.application.sendAction(.save, to: nil, from: scene.button)
    let callsWhenReturned = saver.senders.count

    #expect(handled && callsWhenReturned == 1)
  }

  @Test("An explicit target gets the action alone; the chain is not asked")
  func explicitTarget() {
    let scene = ChainScene(controller: SavingViewController())
    let saver = SavingResponder()
    var visited: [Responder] = []
    scene.application.actionRouteLog = { responder, _ in visited.append(responder) }

    #expect(scene.application.sendAction(.save, to: saver, from: scene.button))

    #expect(saver.senders.count == 1)
    #expect((scene.controller as? SavingViewController)?.senders.isEmpty == true)
    #expect(visited.isEmpty)
  }

  @Test("An explicit target that cannot handle the action makes it unhandled")
  func explicitStranger() {
    let scene = ChainScene(controller: SavingViewController())

    #expect(!scene.application.sendAction(.save, to: Responder(), from: scene.button))
    #expect((scene.controller as? SavingViewController)?.senders.isEmpty == true)
  }

  @Test("A nil-target action from no responder, with no first responder, is unhandled")
  func noStart() {
    let scene = ChainScene(controller: SavingViewController())

    #expect(!scene.application.sendAction(.save, to: nil, from: nil))
  }

  @Test("target(forAction:) names the responder that would handle it, without sending")
  func targetForAction() {
    let scene = ChainScene(controller: SavingViewController())

    #expect(scene.button.target(forAction: .save, withSender: nil) === scene.controller)
    #expect(scene.form.target(forAction: .save, withSender: nil) === scene.controller)
    #expect((scene.controller as? SavingViewController)?.senders.isEmpty == true)
    #expect(ChainScene().button.target(forAction: .save, withSender: nil) == nil)
  }

  @Test("A chain that loops back on itself ends the walk instead of hanging")
  func loopEnds() {
    let scene = ChainScene()
    scene.appDelegate.after = scene.form

    #expect(!scene.application.sendAction(.save, to: nil, from: scene.button))
  }
}
