import HeadlessKit

@testable import TargetAction

/// The compose screen shown in a key window of its own app, with its outbox
/// and typing indicator. The application owns the window, so keeping the
/// scene keeps the screen on show.
@MainActor
struct ComposeScene {
  let application = Application()
  let outbox = Outbox()
  let typingIndicator = TypingIndicator()
  let window = Window()
  let compose: ComposeViewController

  init() {
    compose = ComposeViewController(outbox: outbox, typingIndicator: typingIndicator)
    window.rootViewController = compose
    window.makeKeyAndVisible(in: application)
  }
}
