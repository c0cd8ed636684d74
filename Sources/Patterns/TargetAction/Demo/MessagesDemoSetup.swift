import HeadlessKit

/// What both target-action demos run their screens on: an application, and
/// the outbox and typing indicator the screens report to, each telling the
/// trace what it does. The classic demo and the closure demo share it, so
/// they stage the same app and their traces can be read side by side.
@MainActor
struct MessagesDemoSetup {
  let application = Application()
  let outbox = Outbox()
  let typingIndicator = TypingIndicator()

  init(tracingInto trace: Trace) {
    outbox.log = { trace.record("Outbox", $0) }
    typingIndicator.log = { trace.record("TypingIndicator", $0) }
  }

  /// Shows `screen` in a key window of its own. UIKit would present it
  /// modally; the kit has no presentation, so closing the screen closes
  /// this window.
  @discardableResult
  func show(_ screen: ViewController) -> Window {
    let window = Window()
    window.rootViewController = screen
    window.makeKeyAndVisible(in: application)
    return window
  }
}
