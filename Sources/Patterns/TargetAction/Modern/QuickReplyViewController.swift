import HeadlessKit

/// A quick reply to a message, wired the way new UIKit code often is: with
/// closure actions (`UIAction`) rather than a target and an action method.
///
/// The wiring sits next to the control, and each closure does its own small
/// job. The price: the control keeps each closure, and each closure keeps
/// what it captures. Every closure here captures the screen weakly, so the
/// screen can still go away while its controls live on.
@MainActor
final class QuickReplyViewController: ViewController {
  let replyField = TextField(placeholder: "Reply")
  let sendButton = Button(title: "Send")

  let outbox: Outbox
  let typingIndicator: TypingIndicator

  /// The typing indicator's action, kept so that it can be removed.
  private var typingAction: ControlAction?

  /// A privacy setting: turning it off removes the typing indicator's action.
  var sharesTypingStatus = true {
    didSet { wireTypingIndicator() }
  }

  init(outbox: Outbox, typingIndicator: TypingIndicator) {
    self.outbox = outbox
    self.typingIndicator = typingIndicator
    super.init()
    title = "Quick Reply"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(replyField)
    view.addSubview(sendButton)
    sendButton.isEnabled = false

    sendButton.addAction(for: .primaryActionTriggered) { [weak self] _ in
      self?.sendReply()
    }
    replyField.addAction(for: .editingChanged) { [weak self] field in
      self?.sendButton.isEnabled = !field.text.isEmpty
    }
    wireTypingIndicator()
  }

  /// Hands the reply to the outbox and clears the field.
  func sendReply() {
    guard !replyField.text.isEmpty else { return }
    outbox.send(replyField.text)
    replyField.text = ""
    sendButton.isEnabled = false
  }

  private func wireTypingIndicator() {
    guard isViewLoaded else { return }
    if let typingAction { replyField.removeAction(typingAction, for: .editingChanged) }
    typingAction = nil
    guard sharesTypingStatus else { return }
    // The indicator is captured weakly too: the field must not decide how
    // long it lives.
    typingAction = replyField.addAction(for: .editingChanged) { [weak typingIndicator] field in
      typingIndicator?.draftChanged(field)
    }
  }
}
