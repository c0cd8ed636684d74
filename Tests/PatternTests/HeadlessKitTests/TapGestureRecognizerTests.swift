import HeadlessKit
import Testing

@MainActor
private final class Listener {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
  }

  func tapped(_ sender: TapGestureRecognizer) {
    log.append("\(name) tapped on \(sender.view?.summary ?? "nothing")")
  }

  func ping() { log.append("\(name) ping") }
}

@MainActor
@Suite("TapGestureRecognizer: target-action for any view")
struct TapGestureRecognizerTests {
  @Test("A tap on the recognizer's view calls its action with the recognizer as sender")
  func tapCallsAction() {
    let log = EventLog()
    let listener = Listener("listener", log: log)
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let recognizer = TapGestureRecognizer(target: listener, action: Listener.tapped)
    view.addGestureRecognizer(recognizer)

    recognizer.tap()

    #expect(log.events == ["listener tapped on View (0, 0, 10, 10)"])
  }

  @Test("Several targets are called in the order they were added")
  func severalTargets() {
    let log = EventLog()
    let first = Listener("first", log: log)
    let second = Listener("second", log: log)
    let recognizer = TapGestureRecognizer(target: first, action: Listener.ping)
    recognizer.addTarget(second, action: Listener.ping)
    let view = View()
    view.addGestureRecognizer(recognizer)

    recognizer.tap()

    #expect(log.events == ["first ping", "second ping"])
  }

  @Test("The view owns its recognizers and the recognizer knows its view")
  func ownership() {
    let view = View()
    weak var weakRecognizer: TapGestureRecognizer?
    do {
      let recognizer = TapGestureRecognizer()
      weakRecognizer = recognizer
      view.addGestureRecognizer(recognizer)
    }

    #expect(weakRecognizer != nil)
    #expect(weakRecognizer?.view === view)
    #expect(view.gestureRecognizers.count == 1)
  }

  @Test("Adding a recognizer to another view moves it")
  func moves() {
    let first = View()
    let second = View()
    let recognizer = TapGestureRecognizer()
    first.addGestureRecognizer(recognizer)

    second.addGestureRecognizer(recognizer)

    #expect(first.gestureRecognizers.isEmpty)
    #expect(second.gestureRecognizers.count == 1)
    #expect(recognizer.view === second)
  }

  @Test("A recognizer that is detached, disabled or on a hidden view recognises nothing")
  func recognisesNothing() {
    let log = EventLog()
    let listener = Listener("listener", log: log)
    let view = View()
    let recognizer = TapGestureRecognizer(target: listener, action: Listener.ping)

    recognizer.tap()
    view.addGestureRecognizer(recognizer)
    recognizer.isEnabled = false
    recognizer.tap()
    recognizer.isEnabled = true
    view.isHidden = true
    recognizer.tap()
    view.isHidden = false
    view.removeGestureRecognizer(recognizer)
    recognizer.tap()

    #expect(log.events.isEmpty)
    #expect(recognizer.view == nil)
  }

  @Test("removeTarget stops one target; the others are still called")
  func removeTarget() {
    let log = EventLog()
    let leaving = Listener("leaving", log: log)
    let staying = Listener("staying", log: log)
    let view = View()
    let recognizer = TapGestureRecognizer(target: leaving, action: Listener.ping)
    recognizer.addTarget(staying, action: Listener.ping)
    view.addGestureRecognizer(recognizer)

    recognizer.removeTarget(leaving)
    recognizer.tap()

    #expect(log.events == ["staying ping"])
  }

  @Test("Targets are held weakly; a gone target is skipped")
  func weakTargets() {
    let log = EventLog()
    let view = View()
    let recognizer = TapGestureRecognizer()
    view.addGestureRecognizer(recognizer)
    weak var weakListener: Listener?
    do {
      let listener = Listener("gone", log: log)
      weakListener = listener
      recognizer.addTarget(listener, action: Listener.ping)
    }

    recognizer.tap()

    #expect(weakListener == nil)
    #expect(log.events.isEmpty)
    #expect(recognizer.allTargets.isEmpty)
  }
}
