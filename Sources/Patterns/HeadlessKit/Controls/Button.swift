/// A control with a title that sends `.primaryActionTriggered` when tapped.
@MainActor
open class Button: Control {
  public var title: String

  public init(title: String, frame: Rect = .zero) {
    self.title = title
    super.init(frame: frame)
  }

  /// Simulates the user tapping the button.
  public func tap() {
    sendActions(for: .primaryActionTriggered)
  }

  open override var summary: String {
    "Button \"\(title)\"" + (isEnabled ? "" : " (disabled)")
  }
}
