import HeadlessKit
import Testing

@MainActor
private final class Screen {
  var log: [String] = []

  func cancel(_ sender: BarButtonItem) { log.append("cancel from \(sender.title)") }
  func done() { log.append("done") }
}

@MainActor
@Suite("BarButtonItem: target-action without being a control")
struct BarButtonItemTests {
  @Test("Tapping an item calls its action on its target, with the item as sender")
  func tapCallsAction() {
    let screen = Screen()
    let item = BarButtonItem(title: "Cancel", target: screen, action: Screen.cancel)

    item.tap()

    #expect(screen.log == ["cancel from Cancel"])
    #expect(item.target === screen)
  }

  @Test("An action may take no sender")
  func noSender() {
    let screen = Screen()
    let item = BarButtonItem(title: "Done", target: screen, action: Screen.done)

    item.tap()

    #expect(screen.log == ["done"])
  }

  @Test("An item made without a target does nothing until given one")
  func setTargetLater() {
    let screen = Screen()
    let item = BarButtonItem(title: "Cancel")
    item.tap()
    #expect(screen.log.isEmpty)

    item.setTarget(screen, action: Screen.cancel)
    item.tap()

    #expect(screen.log == ["cancel from Cancel"])
  }

  @Test("setTarget replaces the previous target and action")
  func setTargetReplaces() {
    let first = Screen()
    let second = Screen()
    let item = BarButtonItem(title: "Done", target: first, action: Screen.done)

    item.setTarget(second, action: Screen.done)
    item.tap()

    #expect(first.log.isEmpty)
    #expect(second.log == ["done"])
  }

  @Test("A disabled item sends nothing")
  func disabled() {
    let screen = Screen()
    let item = BarButtonItem(title: "Cancel", target: screen, action: Screen.cancel)
    item.isEnabled = false

    item.tap()

    #expect(screen.log.isEmpty)
    #expect(item.summary == "BarButtonItem \"Cancel\" (disabled)")
  }

  @Test("An item holds its target weakly; tapping after the target is gone does nothing")
  func weakTarget() {
    let item: BarButtonItem
    weak var weakScreen: Screen?
    do {
      let screen = Screen()
      weakScreen = screen
      item = BarButtonItem(title: "Cancel", target: screen, action: Screen.cancel)
    }

    item.tap()

    #expect(weakScreen == nil)
    #expect(item.target == nil)
  }
}
