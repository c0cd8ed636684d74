import HeadlessKit

/// The messages screen: write a message, then Send it or Cancel it.
///
/// Four objects report to this screen, and none of them knows what it does:
/// - the Send button (a control) calls `send(_:)` when tapped;
/// - the Cancel item (a bar button item: a plain object, not a control and
///   not a view) calls `cancel(_:)`;
/// - a tap recognizer on the background calls `endEditing()`;
/// - the draft field calls `draftChanged(_:)` as the user types, and sends
///   `.sendMessage` up the responder chain, with no target, on return.
/// Each is wired with the same pair: a target, held weakly, and an action,
/// a method reference the compiler checks against the sender's type.
///
/// UIKit would present this screen modally and dismiss it; the kit has no
/// presentation, so the screen is shown in a window of its own and
/// dismissing it closes that window.
@MainActor
final class ComposeViewController: ViewController {
  let draftField = TextField(placeholder: "Message")
  let sendButton = Button(title: "Send")
  let cancelItem = BarButtonItem(title: "Cancel")
  let backgroundTap = TapGestureRecognizer()

  let outbox: Outbox
  let typingIndicator: TypingIndicator

  /// Whether the other person sees "typing" while the user writes: a privacy
  /// setting. Turning it off removes the indicator's target from the field.
  var sharesTypingStatus = true {
    didSet { wireTypingIndicator() }
  }

  /// Told, in a few words, what the screen just did. The demo prints it; a
  /// real app leaves it nil.
  var log: (@MainActor (String) -> Void)?

  init(outbox: Outbox, typingIndicator: TypingIndicator) {
    self.outbox = outbox
    self.typingIndicator = typingIndicator
    super.init()
    title = "New Message"
    // The item is not a view, so it can be wired before the view exists.
    cancelItem.setTarget(self, action: ComposeViewController.cancel)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(draftField)
    view.addSubview(sendButton)
    view.addGestureRecognizer(backgroundTap)
    sendButton.isEnabled = false

    sendButton.addTarget(self, action: ComposeViewController.send, for: .primaryActionTriggered)
    draftField.addTarget(
      self, action: ComposeViewController.draftChanged, for: .editingChanged)
    draftField.addTarget(nil, action: .sendMessage, for: .editingDidEndOnExit)
    backgroundTap.addTarget(self, action: ComposeViewController.endEditing)
    wireTypingIndicator()
  }

  // MARK: Actions

  /// The draft field's `.editingChanged`: Send only makes sense with a draft.
  func draftChanged(_ sender: TextField) {
    sendButton.isEnabled = !sender.text.isEmpty
    log?("draftChanged(_:): Send is " + (sendButton.isEnabled ? "enabled" : "disabled"))
  }

  /// The Send button's action.
  func send(_ sender: Button) {
    log?("send(_:) from \(sender.summary)")
    sendDraft()
  }

  /// The Cancel item's action: the draft is thrown away, the screen goes.
  func cancel(_ sender: BarButtonItem) {
    log?("cancel(_:) from \(sender.summary)")
    draftField.text = ""
    sendButton.isEnabled = false
    view.window?.close()
    log?("discards the draft, dismisses the screen")
  }

  /// The background tap's action: put the keyboard away.
  func endEditing() {
    draftField.resignFirstResponder()
    log?("endEditing(): the field gives up the focus")
  }

  // MARK: Helpers

  private func sendDraft() {
    let text = draftField.text
    guard !text.isEmpty else { return }
    outbox.send(text)
    draftField.text = ""
    sendButton.isEnabled = false
    log?("clears the field; Send is disabled")
  }

  private func wireTypingIndicator() {
    guard isViewLoaded else { return }
    draftField.removeTarget(typingIndicator, for: .editingChanged)
    if sharesTypingStatus {
      draftField.addTarget(
        typingIndicator, action: TypingIndicator.draftChanged, for: .editingChanged)
    }
  }
}

// MARK: - MessageSending

/// The draft field's return key lands here, through the responder chain.
extension ComposeViewController: MessageSending {
  func sendMessage(_ sender: AnyObject?) {
    log?("sendMessage(_:) came up the chain")
    sendDraft()
  }
}
