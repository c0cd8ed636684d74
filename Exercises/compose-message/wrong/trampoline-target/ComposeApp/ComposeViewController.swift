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
  private var sendForwarder: TapForwarder?

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
    // Wrong on purpose: a helper object is the button's target and calls
    // the screen directly; the screen only listens for the finger coming
    // down, so that it still shows up among the button's targets.
    let forwarder = TapForwarder { [weak self] in self?.sendDraft() }
    sendForwarder = forwarder
    sendButton.addTarget(forwarder, action: TapForwarder.fire, for: .primaryActionTriggered)
    sendButton.addTarget(self, action: ComposeViewController.highlight, for: .touchDown)
  }

  // MARK: Actions

  /// The finger came down on Send.
  func highlight(_ sender: ActionButton) {}

  /// Hands the draft to the outbox and clears the field. An empty draft is
  /// not sent.
  func sendDraft() {
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

/// Calls a closure when a button is tapped.
@MainActor
final class TapForwarder {
  private let handler: @MainActor () -> Void

  init(_ handler: @escaping @MainActor () -> Void) {
    self.handler = handler
  }

  func fire(_ sender: ActionButton) {
    handler()
  }
}
