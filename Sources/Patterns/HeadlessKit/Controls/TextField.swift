/// A one-line text entry: a username, a password, a message being written.
///
/// A text field is a control, so it reports through target-action:
/// `.editingChanged` as the user types, `.editingDidEndOnExit` when the user
/// presses return. It can become first responder, which is how a screen puts
/// the cursor in it; what return *means* (move to the next field, send the
/// form) is the screen's business, wired with `addTarget`.
@MainActor
open class TextField: Control {
  /// The text. Setting it from code sends no event, as in UIKit: only the
  /// user's typing does.
  public var text: String

  /// Shown, greyed out, while the field is empty.
  public var placeholder: String

  /// Hides the text behind stars, for passwords.
  public var isSecureTextEntry = false

  public init(text: String = "", placeholder: String = "", frame: Rect = .zero) {
    self.text = text
    self.placeholder = placeholder
    super.init(frame: frame)
  }

  /// An enabled field may take the focus.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Simulates the user typing `characters` at the end of the text: the text
  /// grows and the field sends `.editingChanged`.
  public func insertText(_ characters: String) {
    guard isEnabled else { return }
    text += characters
    sendActions(for: .editingChanged)
  }

  /// Simulates the user pressing return: the field sends
  /// `.editingDidEndOnExit`. The field keeps the focus; whoever handles the
  /// event decides where it goes next. (It does not check that the field has
  /// the focus, so a test can press return in a field that is not on screen.)
  public func pressReturn() {
    sendActions(for: .editingDidEndOnExit)
  }

  /// E.g. `TextField "ana" (focused)`, `TextField "******"` for a password,
  /// or `TextField [Username]` showing the placeholder when empty.
  open override var summary: String {
    let shown: String
    if text.isEmpty {
      shown = "[\(placeholder)]"
    } else {
      shown = "\"" + (isSecureTextEntry ? String(repeating: "*", count: text.count) : text) + "\""
    }
    var flags: [String] = []
    if isFirstResponder { flags.append("focused") }
    if !isEnabled { flags.append("disabled") }
    return "TextField \(shown)" + (flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))")
  }
}
