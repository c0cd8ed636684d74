import ComposeControls
import HeadlessKit

/// The new-message screen: a field for the draft, a Send button, a Clear
/// button and a Cancel item in the toolbar.
///
/// Send and Cancel report to it the same way: a target (this screen, held
/// weakly) and an action (one of its methods, typed by the sender). Neither
/// control knows what its tap means, and neither keeps the screen alive.
/// Clear runs a closure instead, which captures the screen weakly, so that
/// it does not keep the screen alive either.
///
/// The app shows it in a window of its own, above the conversation;
/// dismissing it closes that window.
@MainActor
final class ComposeViewController: ViewController {
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
    // The item is not a view, so it can be wired before the view exists.
    cancelItem.addTarget(
      self, action: ComposeViewController.cancel,
      for: .primaryActionTriggered)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(draftField)
    view.addSubview(sendButton)
    view.addSubview(clearButton)
    sendButton.addTarget(
      self, action: ComposeViewController.send, for: .primaryActionTriggered)
  }

  /// Clear's closure action, wired once the screen is on show.
  private var clearAction: ClosureAction?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Wrong on purpose: the closure holds the screen strongly, and only
    // Cancel lets go of it.
    guard clearAction == nil else { return }
    clearAction = clearButton.addAction(for: .primaryActionTriggered) { _ in
      self.draftField.text = ""
    }
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
    if let clearAction {
      clearButton.removeAction(clearAction)
      self.clearAction = nil
    }
    view.window?.close()
  }
}
