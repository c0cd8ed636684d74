import HeadlessKit
import Testing

/// A view that writes down the motion events it gets, and handles them only
/// when told to; otherwise it passes them on as every responder does.
@MainActor
private final class MotionView: View {
  let name: String
  let log: EventLog
  var handles = false

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init()
  }

  override var canBecomeFirstResponder: Bool { true }

  override func motionBegan(_ motion: Motion) {
    log.append("\(name) began \(motion)")
    if !handles { super.motionBegan(motion) }
  }

  override func motionEnded(_ motion: Motion) {
    log.append("\(name) ended \(motion)")
    if !handles { super.motionEnded(motion) }
  }

  override func motionCancelled(_ motion: Motion) {
    log.append("\(name) cancelled \(motion)")
    if !handles { super.motionCancelled(motion) }
  }
}

/// An application delegate that is a responder and writes motion down.
@MainActor
private final class MotionAppDelegate: Responder, ApplicationDelegate {
  let log: EventLog
  init(log: EventLog) { self.log = log }

  override func motionEnded(_ motion: Motion) {
    log.append("app delegate ended \(motion)")
  }
}

/// outer contains inner, in a controller's view, in a key window.
@MainActor
private struct Scene {
  let log = EventLog()
  let application = Application()
  let appDelegate: MotionAppDelegate
  let outer: MotionView
  let inner: MotionView

  init() {
    appDelegate = MotionAppDelegate(log: log)
    outer = MotionView("outer", log: log)
    inner = MotionView("inner", log: log)
    application.delegate = appDelegate
    let window = Window()
    let controller = ViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible(in: application)
    controller.view.addSubview(outer)
    outer.addSubview(inner)
  }
}

@MainActor
@Suite("Motion events travel the responder chain")
struct MotionTests {
  @Test("A motion a responder does not handle is passed to its next responder")
  func passedUp() {
    let scene = Scene()

    scene.inner.motionBegan(.shake)

    #expect(scene.log.events == ["inner began shake", "outer began shake"])
  }

  @Test("A motion travels all the way to the application delegate")
  func reachesAppDelegate() {
    let scene = Scene()

    scene.inner.motionEnded(.shake)

    #expect(
      scene.log.events == ["inner ended shake", "outer ended shake", "app delegate ended shake"])
  }

  @Test("A responder that handles a motion stops it there")
  func handledStops() {
    let scene = Scene()
    scene.outer.handles = true

    scene.inner.motionEnded(.shake)

    #expect(scene.log.events == ["inner ended shake", "outer ended shake"])
  }

  @Test("A shake starts at the first responder: began, then ended")
  func shakeStartsAtFirstResponder() {
    let scene = Scene()
    scene.inner.becomeFirstResponder()
    scene.outer.handles = true

    scene.application.shake()

    #expect(
      scene.log.events == [
        "inner began shake", "outer began shake", "inner ended shake", "outer ended shake",
      ])
  }

  @Test("An interrupted shake is cancelled instead of ended")
  func interrupted() {
    let scene = Scene()
    scene.inner.becomeFirstResponder()
    scene.outer.handles = true

    scene.application.shake(interrupted: true)

    #expect(scene.log.events.last == "outer cancelled shake")
    #expect(!scene.log.events.contains { $0.contains("ended") })
  }

  @Test("With nothing focused, a shake starts at the key window")
  func shakeWithoutFocus() {
    let scene = Scene()

    scene.application.shake()

    #expect(scene.log.events == ["app delegate ended shake"])
  }

  @Test("A motion's name is printable")
  func name() {
    #expect(Motion.shake.description == "shake")
  }
}
