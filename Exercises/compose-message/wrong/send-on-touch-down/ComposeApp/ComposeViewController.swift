import ComposeControls
import HeadlessKit

/// The new-message screen: a field for the draft, a Send button and a
/// Cancel item in the toolbar.
///
/// Both controls report to it the same way: a target (this screen, held
/// weakly) and an action (one of its methods, typed by the sender). Neither
/// control knows what its tap means, and neither keeps the screen alive.
///
/// The app shows it in a window of its own, above the conversation;
/// dismissing it closes that window.
@MainActor
final class ComposeViewController: ViewController {
  let draftField = TextField(placeholder: "Message")
  let sendButton = ActionButton(title: "Send")
  let cancelItem = ToolbarItem(title: "Cancel")

  let outbox: Outbox

  init(outbox: Outbox) {
    self.outbox = outbox
    super.init()
    title = "New Message"
    // The item is not a view, so it can be wired before the view exists.
    cancelItem.addTarget(
      self, action: ComposeViewController.cancel,
      for: .primaryActionTriggered)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(draftField)
    view.addSubview(sendButton)
    // Wrong on purpose: sends as soon as the finger comes down.
    sendButton.addTarget(self, action: ComposeViewController.send, for: .touchDown)
  }

  // MARK: Actions

  /// Hands the draft to the outbox and clears the field. An empty draft is
  /// not sent.
  func send(_ sender: ActionButton) {
    let text = draftField.text
    guard !text.isEmpty else { return }
    outbox.send(text)
    draftField.text = ""
  }

  /// The Cancel item's action: the draft is thrown away and the screen goes.
  func cancel(_ sender: ToolbarItem) {
    draftField.text = ""
    view.window?.close()
  }
}
