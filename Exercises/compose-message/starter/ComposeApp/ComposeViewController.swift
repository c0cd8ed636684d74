import ComposeControls
import HeadlessKit

/// The new-message screen: a field for the draft, a Send button, a Clear
/// button and a Cancel item in the toolbar.
///
/// The app shows it in a window of its own, above the conversation;
/// dismissing it closes that window.
@MainActor
final class ComposeViewController: ViewController, ToolbarItemDelegate {
  let draftField = TextField(placeholder: "Message")
  let sendButton = ActionButton(title: "Send")
  /// Empties the field (the extra step wires it with a closure action).
  let clearButton = ActionButton(title: "Clear")
  let cancelItem = ToolbarItem(title: "Cancel")

  let outbox: Outbox

  init(outbox: Outbox) {
    self.outbox = outbox
    super.init()
    title = "New Message"
    cancelItem.delegate = self
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(draftField)
    view.addSubview(sendButton)
    view.addSubview(clearButton)
    sendButton.onTap = {
      self.sendDraft()
    }
  }

  /// Hands the draft to the outbox and clears the field. An empty draft is
  /// not sent.
  func sendDraft() {
    let text = draftField.text
    guard !text.isEmpty else { return }
    outbox.send(text)
    draftField.text = ""
  }

  func toolbarItemWasTapped(_ item: ToolbarItem) {
    if item.title == "Cancel" {
      // Throw the draft away and close the screen.
      draftField.text = ""
      view.window?.close()
    }
  }
}
