/// A view that shows a line or two of text.
@MainActor
open class Label: View {
  public var text: String

  public init(text: String = "", frame: Rect = .zero) {
    self.text = text
    super.init(frame: frame)
  }

  open override var summary: String { "Label \"\(text)\"" }
}
