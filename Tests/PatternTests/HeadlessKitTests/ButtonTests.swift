import HeadlessKit
import Testing

@MainActor
private final class Counter {
  var taps = 0
  var changes = 0

  func tapped() {
    taps += 1
  }

  func valueChanged() {
    changes += 1
  }
}

@MainActor
@Suite("Button")
struct ButtonTests {
  @Test("Tapping a button sends primaryActionTriggered and nothing else")
  func tapSendsPrimaryAction() {
    let button = Button(title: "Send")
    let counter = Counter()
    button.addTarget(counter, action: Counter.tapped, for: .primaryActionTriggered)
    button.addTarget(counter, action: Counter.valueChanged, for: .valueChanged)

    button.tap()

    #expect(counter.taps == 1)
    #expect(counter.changes == 0)
  }

  @Test("Tapping a disabled button does nothing")
  func disabledTap() {
    let button = Button(title: "Send")
    let counter = Counter()
    button.addTarget(counter, action: Counter.tapped, for: .primaryActionTriggered)
    button.isEnabled = false

    button.tap()

    #expect(counter.taps == 0)
  }

  @Test("A button keeps the title and frame it was made with")
  func titleAndFrame() {
    let button = Button(title: "Cancel", frame: Rect(x: 8, y: 8, width: 80, height: 44))

    #expect(button.title == "Cancel")
    #expect(button.frame == Rect(x: 8, y: 8, width: 80, height: 44))
    #expect(button.isEnabled)
  }

  @Test("A button's summary shows its title, and says when it is disabled")
  func summary() {
    let button = Button(title: "Send")
    #expect(button.summary == "Button \"Send\"")

    button.isEnabled = false
    #expect(button.summary == "Button \"Send\" (disabled)")
  }
}
